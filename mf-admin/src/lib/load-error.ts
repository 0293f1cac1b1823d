import { errorMessage } from 'shop-sdk';

/** What a section says when its data could not be loaded: the server's words, else a plain sentence. */
export const loadErrorMessage = (error: unknown) => errorMessage(error, 'Could not load this section.');
