import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Banner } from 'shared-contracts/ui/banner';
import { offlineMessage } from './offline.messages';

const Bar = styled(Banner)`
  border-radius: 0;
  border-width: 0 0 1px;
  text-align: center;
  font-weight: 600;
`;

/** docs/storefront.md §11.1: shown while the device has no connection, on every page: it may be a saved copy. */
export function OfflineBanner() {
  return <Bar tone="warning">{useIntl().formatMessage(offlineMessage)}</Bar>;
}
