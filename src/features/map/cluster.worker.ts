// The clustering worker: supercluster's index of the previews lives here, off the main thread.
import { serveClusters, type ClusterReply, type ClusterRequest } from './clusterer';

// A dedicated worker's global scope (the project's TypeScript libraries are the DOM's).
const scope = self as unknown as {
  postMessage: (message: ClusterReply, transfer: Transferable[]) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ClusterRequest>) => void) => void;
};

const handle = serveClusters((reply, transfer) => scope.postMessage(reply, transfer));
scope.addEventListener('message', (event) => handle(event.data));
