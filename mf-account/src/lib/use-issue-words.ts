/**
 * A validation message or one of the shop's own sentences (shared-contracts' `messages`, the schemas' English, a
 * server's answer) as the account shows it in a field's error or a form's banner. Those words are shared by every
 * package, so they are translated in one place, not in the account's catalogue: until shared-contracts/i18n has its
 * `useTranslatedIssue`, this gives the English as it is. Every error the account shows goes through this hook, so
 * that switching to the shared translation is this one function.
 */
export function useIssueWords(): (english: string | undefined) => string | undefined {
  return asItIs;
}

const asItIs = (english: string | undefined) => english;
