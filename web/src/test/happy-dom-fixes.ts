/**
 * Test-only: makes happy-dom follow the DOM standard where DOMPurify depends on it, so the
 * sanitising tests check DOMPurify as it runs in a browser. Without this, happy-dom (20.x) turns
 * DOMPurify into a no-op that lets scripts through (DOMPurify's README: happy-dom is not safe):
 *
 * - `Node.prototype`'s nodeName getter answers '' for elements (capricorn86/happy-dom#2182), so
 *   DOMPurify sees every element as unnamed and removes it.
 * - NodeIterator has no "pre-removing steps" (capricorn86/happy-dom#2310): once DOMPurify removes
 *   the node it stands on, the walk ends and later nodes are never checked.
 *
 * Import this before anything that imports DOMPurify: DOMPurify reads both at creation.
 * Browsers need none of it.
 */

const nodePrototype = window.Node.prototype;

// 1. nodeName from Node.prototype answers what the node's own class answers.
const baseNodeName = Object.getOwnPropertyDescriptor(nodePrototype, 'nodeName');
if (baseNodeName?.get) {
  const baseGetter = baseNodeName.get;
  Object.defineProperty(nodePrototype, 'nodeName', {
    configurable: true,
    enumerable: baseNodeName.enumerable ?? false,
    get(this: Node) {
      for (
        let proto: object | null = Object.getPrototypeOf(this);
        proto && proto !== nodePrototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this);
      }
      return baseGetter.call(this);
    },
  });
}

// 2. A NodeIterator as the DOM standard defines it (https://dom.spec.whatwg.org/#nodeiterator).
const liveIterators = new Set<StandardNodeIterator>();

/** The node after `node` in tree order within `root`, skipping `node`'s children if asked. */
function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

function lastInclusiveDescendant(node: Node): Node {
  let current = node;
  while (current.lastChild) current = current.lastChild;
  return current;
}

class StandardNodeIterator {
  referenceNode: Node;
  pointerBeforeReferenceNode = true;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {
    this.referenceNode = root;
    liveIterators.add(this);
  }

  nextNode(): Node | null {
    let node = this.referenceNode;
    let before = this.pointerBeforeReferenceNode;
    for (;;) {
      if (before) {
        before = false;
      } else {
        const next = following(node, this.root);
        if (!next) {
          liveIterators.delete(this);
          return null;
        }
        node = next;
      }
      if (this.accepts(node)) break;
    }
    this.referenceNode = node;
    this.pointerBeforeReferenceNode = before;
    return node;
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not needed by the tests');
  }

  detach(): void {
    liveIterators.delete(this);
  }

  /** The standard's pre-removing steps, run before `removed` leaves the tree. */
  beforeRemoving(removed: Node): void {
    if (removed === this.root || !removed.contains(this.referenceNode)) return;
    if (this.pointerBeforeReferenceNode) {
      const next = following(removed, this.root, true);
      if (next) {
        this.referenceNode = next;
        return;
      }
      this.pointerBeforeReferenceNode = false;
    }
    const previous = removed.previousSibling;
    this.referenceNode = previous ? lastInclusiveDescendant(previous) : removed.parentNode!;
  }

  private accepts(node: Node): boolean {
    if (!((this.whatToShow >>> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const verdict =
      typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === window.NodeFilter.FILTER_ACCEPT;
  }
}

const removeChild = nodePrototype.removeChild;
nodePrototype.removeChild = function removeChildAfterPreRemoving<T extends Node>(
  this: Node,
  child: T,
): T {
  for (const iterator of liveIterators) iterator.beforeRemoving(child);
  return removeChild.call(this, child) as T;
};

// The prototype that really holds createNodeIterator: happy-dom's window.Document is a
// per-window subclass that documents do not inherit from.
let documentPrototype: Document | null = Object.getPrototypeOf(document);
while (documentPrototype && !Object.hasOwn(documentPrototype, 'createNodeIterator')) {
  documentPrototype = Object.getPrototypeOf(documentPrototype);
}
if (!documentPrototype) throw new Error('happy-dom-fixes: createNodeIterator not found');
documentPrototype.createNodeIterator = function createStandardNodeIterator(
  root: Node,
  whatToShow = 0xffffffff,
  filter: NodeFilter | null = null,
) {
  return new StandardNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
};
