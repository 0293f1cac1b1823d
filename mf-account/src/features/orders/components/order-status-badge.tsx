import { useIntl } from 'react-intl';
import type { OrderStatus, PayLaterStatus } from 'shared-contracts';
import { Badge, statusTones } from 'shared-contracts/ui/badge';
import { planStatusMessages, statusMessages } from '../orders.messages';

/** An order's status in the page's language; the value the API answers stays as it is. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { formatMessage: t } = useIntl();
  return <Badge $tone={statusTones.order[status]}>{t(statusMessages[status])}</Badge>;
}

export function PlanStatusBadge({ status }: { status: PayLaterStatus }) {
  const { formatMessage: t } = useIntl();
  return <Badge $tone={statusTones.plan[status]}>{t(planStatusMessages[status])}</Badge>;
}
