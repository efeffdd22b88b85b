import { searchSavedDictionary, type SearchAnswer, type SearchRequest } from './saved-search';

/** The offline word search off the main thread (decision 054): the saved words indexed and ranked here. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(answer: SearchAnswer): void;
};

scope.onmessage = ({ data: { id, search, limit, offset } }) => {
  void searchSavedDictionary(search, limit, offset)
    .catch(() => null)
    .then((page) => scope.postMessage({ id, page }));
};
