import styled from 'styled-components';
import { Banner } from 'shared-contracts/ui/banner';
import { OFFLINE_MESSAGE } from './offline-message';

const Bar = styled(Banner)`
  border-radius: 0;
  border-width: 0 0 1px;
  text-align: center;
  font-weight: 600;
`;

/** docs/storefront.md §11.1: shown while the device has no connection, on every page: it may be a saved copy. */
export function OfflineBanner() {
  return <Bar tone="warning">{OFFLINE_MESSAGE}</Bar>;
}
