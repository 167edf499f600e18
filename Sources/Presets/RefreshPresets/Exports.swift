// Preset documents are read and written by RefreshDocuments; a file that
// imports RefreshPresets sees its places, limits and encodings too.
@_exported import RefreshDocuments
