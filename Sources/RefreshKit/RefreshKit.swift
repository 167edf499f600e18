@_exported import RefreshCore

/// RefreshKit's version, as `refreshkit --version` prints it.
public let refreshKitVersion = "0.1.0"
