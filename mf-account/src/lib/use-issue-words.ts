import { useShopIntl, useTranslatedIssue } from 'shared-contracts/i18n';
import { tooLong, validationMessages } from './validation.messages';

const known = Object.values(validationMessages);

/**
 * A validation message or one of the shop's own sentences (a schema's English, docs/storefront.md's words, a
 * server's answer) in the page's language, as the account shows it in a field's error or a form's banner: the shared
 * words (shared-contracts' `useTranslatedIssue`) and the account's own validation words; a text no message has (a
 * server's sentence already in the page's language) is shown as it is. Every error the account shows goes through it.
 */
export function useIssueWords(): (english: string | undefined) => string | undefined {
  const translate = useTranslatedIssue(known);
  const { formatMessage: t } = useShopIntl();
  return (english) => {
    const max = english === undefined ? undefined : /^Must be at most (\d+) characters$/.exec(english)?.[1];
    return max === undefined ? translate(english) : t(tooLong, { max: Number(max) });
  };
}
