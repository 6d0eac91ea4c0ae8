import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The listings of every folder under a root, taken on several threads before discovery walks
/// them.
///
/// Discovery's walk lists one folder at a time: for the synthetic 20 MB corpus (223 folders,
/// 2,020 files) 2.6 ms of one core, while the other core waited for the skim to start. The
/// folders are listed here by `jobs` threads, each taking the next folder found and adding
/// the folders its listing holds, and making its entries' paths; the walk then visits the same
/// listings in its own order, so the files and errors come out exactly as a walk that lists as
/// it goes.
///
/// A walk that remembers its listings for the next run (`ListingSession`) gets, with each
/// folder's entries, the entries themselves and the folder's identity taken before it was
/// listed (`recording`).
struct FolderListings: Sendable {
  /// What discovery keeps of one folder: its entries in walk order and whether all its names
  /// are ASCII; `nil` when it cannot be listed.
  typealias Listing = (children: [ListingMemo.Child], namesAreASCII: Bool)?

  /// One folder's entries as the walk pushes them (`PendingItem.items`), whether all its names
  /// are ASCII, and, when recording, its entries and its identity before it was listed; `nil`
  /// when it cannot be listed.
  typealias Prepared = (
    items: [PendingItem], namesAreASCII: Bool, children: [ListingMemo.Child], identity: DigestMemo.Identity?
  )?

  /// The prepared listing of each folder found, by its path as the walk spells it (UTF-8).
  private let listings: [[UInt8]: Prepared]

  /// Lists `root` and every folder under it on `jobs` threads with `list`, which is given a
  /// folder's path and the prefix of its children's paths (`prefix(of:)`); when `recording`,
  /// takes each folder's identity first and keeps its entries.
  init(
    root: [UInt8], jobs: Int, recording: Bool = false,
    list: @escaping @Sendable (_ folder: [UInt8], _ prefix: [UInt8]) -> Listing
  ) {
    let work = Locked(Work(pending: []))
    // Lists `folder` and records what it holds; returns the folders in it, to list next.
    let visit: @Sendable ([UInt8]) -> [[UInt8]] = { folder in
      let prefix = Self.prefix(of: folder)
      // Taken before listing, as `ListingSession.listing` takes it.
      let identity = recording ? DigestMemo.Identity.of(utf8: folder) : nil
      let prepared: Prepared = list(folder, prefix).map {
        (PendingItem.items(of: $0.children, prefix: prefix), $0.namesAreASCII, recording ? $0.children : [], identity)
      }
      let subfolders = (prepared?.items ?? []).compactMap { item -> [UInt8]? in
        guard case .folder(let path) = item else { return nil }
        return path
      }
      work.withLock { $0.listings[folder] = prepared }
      return subfolders
    }
    // The root on the calling thread: a folder of files alone (a small project, a hook's
    // run) starts no thread.
    let first = visit(root)
    guard !first.isEmpty else {
      listings = work.withLock { $0.listings }
      return
    }
    work.withLock { $0.pending = first }
    _ = LargeStack.parallelMap(Array(0..<max(1, jobs)), jobs: jobs, stackSize: 1 << 20) { _ in
      while true {
        let taken = work.withLock { work -> (folder: [UInt8]?, finished: Bool) in
          guard let folder = work.pending.popLast() else { return (nil, work.busy == 0) }
          work.busy += 1
          return (folder, false)
        }
        guard let folder = taken.folder else {
          if taken.finished { return }
          // Another thread is listing a folder that may hold more: wait for it.
          sched_yield()
          continue
        }
        let subfolders = visit(folder)
        work.withLock { work in
          work.pending += subfolders
          work.busy -= 1
        }
      }
    }
    listings = work.withLock { $0.listings }
  }

  /// The prepared listing of `folder`, when it was found (`.some(nil)`: it could not be
  /// listed).
  func listing(of folder: [UInt8]) -> Prepared? {
    listings[folder]
  }

  /// The prefix of the paths of `folder`'s entries: the folder's path with one trailing `/`.
  static func prefix(of folder: [UInt8]) -> [UInt8] {
    folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
  }

  /// The folders still to list, how many are being listed, and the listings taken.
  private struct Work {
    var pending: [[UInt8]]
    var busy = 0
    var listings: [[UInt8]: Prepared] = [:]
  }
}
