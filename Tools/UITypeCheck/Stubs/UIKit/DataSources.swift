// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the rows of the
// hosted tests' table and collection views (data sources, cells, index paths,
// where a row is), copied from Apple's documentation pages. Bodies never run.
//
// Apple's data source protocols are Objective-C protocols with optional
// requirements, which Swift on Linux cannot declare. Only their required
// methods are stubbed; an optional one a test implements (a table's
// `tableView(_:titleForHeaderInSection:)`) compiles here as a method of the
// conforming class, and against its requirement on Apple's SDK.

/// The methods that an object adopts to manage data and provide cells for a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource (`@MainActor protocol UITableViewDataSource : NSObjectProtocol`)
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// Tells the data source to return the number of rows in a given section of a table view.
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:) (required)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Asks the data source for a cell to insert in a particular location of the table view.
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:) (required)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// The visual representation of a single row in a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewcell (`@MainActor class UITableViewCell`)
@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {}

/// A reusable view that you place at the top or bottom of a table section to display additional information for that section.
/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview (`@MainActor class UITableViewHeaderFooterView`)
@available(iOS 6.0, *)
@MainActor open class UITableViewHeaderFooterView: UIView {}

extension UITableView {
    /// The object that acts as the data source of the table view (a weak property).
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource (`weak var dataSource: (any UITableViewDataSource)? { get set }`)
    public var dataSource: (any UITableViewDataSource)? {
        get { nil }
        set {}
    }
    /// Registers a class to use in creating new table cells.
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// Returns a reusable table-view cell object for the specified reuse identifier and adds it to the table.
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError("stub") }
    /// An array of index paths, each identifying a visible row in the table view.
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows (`var indexPathsForVisibleRows: [IndexPath]? { get }`)
    public var indexPathsForVisibleRows: [IndexPath]? { nil }
    /// Returns the drawing area for a row that an index path identifies.
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    public func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    /// The header view for the specified section; `nil` when there is none.
    /// https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:) (NOT FOUND IN DOCS corpus;
    /// `func headerView(forSection section: Int) -> UITableViewHeaderFooterView?`, as the bindings of `headerViewForSection:` give it)
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
}

/// The methods adopted by the object you use to manage data and provide cells for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource (`@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`)
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Asks your data source object for the number of items in the specified section.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Asks your data source object for the cell that corresponds to the specified item in the collection view.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell (`@MainActor class UICollectionViewCell`)
@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UIView {}

/// A layout object that manages the layout-related attributes for a given item in a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes (`@MainActor class`)
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// The frame rectangle of the item.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame (NOT FOUND IN DOCS corpus; `var frame: CGRect { get set }`)
    open var frame: CGRect = .zero
}

extension UICollectionView {
    /// The object that provides the data for the collection view (a weak property).
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// (`weak var dataSource: (any UICollectionViewDataSource)? { get set }`)
    public var dataSource: (any UICollectionViewDataSource)? {
        get { nil }
        set {}
    }
    /// Register a class for use in creating new collection view cells.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-9a7ax (MIRROR of
    /// the nib overload's page, register(_:forcellwithreuseidentifier:)-6z6t4, with a class: `AnyClass?`)
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// Dequeues a reusable cell object located by its identifier.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:) (linked from the
    /// data source's cellForItemAt page; `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`)
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("stub")
    }
    /// An array of the visible items in the collection view.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems (`var indexPathsForVisibleItems: [IndexPath] { get }`)
    public var indexPathsForVisibleItems: [IndexPath] { [] }
    /// Gets the layout information for the item at the specified index path.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}

/// UIKit's additions to Foundation's `IndexPath` for table and collection views.
extension IndexPath {
    /// Creates an index path that references a row in a particular section.
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) (UIKit)
    @available(iOS 7.0, *)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// Initialize for use with a collection view: an item in a section.
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-3ewbv (MIRROR of the AppKit page,
    /// init(item:section:)-rib, which UIKit's overload shares)
    @available(iOS 7.0, *)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The value of the row element of the index path.
    /// https://developer.apple.com/documentation/foundation/indexpath/row (`var row: Int { get set }`)
    public var row: Int {
        get { 0 }
        set {}
    }
    /// The value of the item element of the index path.
    /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y (`var item: Int { get set }`)
    public var item: Int {
        get { 0 }
        set {}
    }
    /// The value of the section element of the index path.
    /// https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo (`var section: Int { get set }`)
    public var section: Int {
        get { 0 }
        set {}
    }
}
