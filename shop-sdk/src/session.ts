/**
 * The session lives in the shop runtime, the one instance every part of the shop shares; re-exported here so
 * `import { sessionAtom } from 'shared-contracts'` keeps working. Its types are the contracts' own
 * (schemas/auth), which describe the same record.
 */
export {
  authDialogAtom,
  contactDialogAtom,
  isAuthenticatedAtom,
  kasuwaStore,
  pageMetaAtom,
  roleAtom,
  roleFromAccessToken,
  sessionAtom,
  sessionFromTokens,
  signIn,
  signInRequestAtom,
  signOut,
  signOutAndForget,
  type AuthDialog,
  type PageImage,
  type PageMeta,
  type SignInRequest,
} from 'shop-runtime';
