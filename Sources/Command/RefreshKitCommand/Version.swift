import RefreshKit

/// What `refreshkit --version` prints, and what reports name as the tool's version.
let refreshKitVersionDescription = refreshKitVersion
