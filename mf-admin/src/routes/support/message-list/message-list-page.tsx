import styled from 'styled-components';
import { INQUIRY_TYPES, type ContactMessage, type InquiryType } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, ExternalLink } from '../../../components/common/layout';
import { FilterSelect, ListFilters, PagedListCard } from '../../../components/common/list-page';
import { StatusBadge } from '../../../components/common/status-badge';
import { useContactMessages, useSetMessageHandled } from '../../../hooks/api/reports';
import { useListParams } from '../../../hooks/use-list-params';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { formatDateTime } from '../../../lib/format';

const PAGE_SIZE = 20;
const HANDLED_TABS = [
  { value: '' as const, label: 'All' },
  { value: 'false' as const, label: 'Waiting' },
  { value: 'true' as const, label: 'Handled' },
];
const isInquiryType = (value: string): value is InquiryType =>
  (INQUIRY_TYPES as readonly string[]).includes(value);

const Message = styled.article`
  padding: 14px 0;
  border-bottom: 1px solid ${theme.border};
  &:last-of-type {
    border-bottom: 0;
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  p.body {
    white-space: pre-line;
    margin: 8px 0;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

function MessageItem({ message }: { message: ContactMessage }) {
  const setHandled = useSetMessageHandled();
  const { pending, run } = useSingleFlight();
  const handled = message.handled_at !== null;
  const toggle = () =>
    run(() =>
      withToast(() => setHandled.mutateAsync({ id: message.id, handled: !handled }), {
        loading: handled ? 'Reopening message...' : 'Marking message handled...',
        success: handled ? `"${message.subject}" is waiting again` : `"${message.subject}" marked handled`,
        error: (e) => errorMessage(e, 'Failed to update the message!'),
      }).catch(() => undefined),
    );
  const from = message.name || message.email || 'Anonymous visitor';
  return (
    <Message aria-labelledby={`message-${message.id}`}>
      <Row $justify="space-between">
        <h2 id={`message-${message.id}`}>{message.subject}</h2>
        <Row>
          <StatusBadge status={handled ? 'handled' : 'waiting'} />
          <Button
            $small
            $variant={handled ? 'ghost' : 'secondary'}
            disabled={pending}
            onClick={() => void toggle()}
          >
            {pending ? 'Saving…' : handled ? 'Reopen' : 'Mark handled'}
          </Button>
        </Row>
      </Row>
      <Muted>
        {message.inquiry_type} · {from}
        {message.email ? (
          <>
            {' '}
            · <ExternalLink href={`mailto:${message.email}`}>{message.email}</ExternalLink>
          </>
        ) : null}
        {message.user_id === null ? ' · not signed in' : ''} · {formatDateTime(message.created_at)}
      </Muted>
      <p className="body">{message.message}</p>
      {handled && message.handled_at ? <Muted>Handled {formatDateTime(message.handled_at)}</Muted> : null}
    </Message>
  );
}

export default function MessageListPage() {
  const params = useListParams<'handled' | 'type' | 'search'>();
  const handledParam = params.get('handled');
  const handled = handledParam === 'true' || handledParam === 'false' ? handledParam : '';
  const typeParam = params.get('type');
  const type = isInquiryType(typeParam) ? typeParam : '';
  const search = params.get('search');
  const messages = useContactMessages({
    ...(handled ? { handled } : {}),
    ...(type ? { inquiry_type: type } : {}),
    ...(search ? { search } : {}),
    page: params.page,
    page_size: PAGE_SIZE,
  });

  return (
    <>
      <AdminPageHeader title="Support" subtitle="Messages sent from the shop's contact form." />
      <PagedListCard
        filters={
          <ListFilters
            tabs={{ param: 'handled', label: 'Message status', options: HANDLED_TABS, value: handled }}
            params={params}
            search="Search messages"
          >
            <FilterSelect
              label="Type of inquiry"
              all="All types"
              options={INQUIRY_TYPES.map((t) => ({ value: t, label: t }))}
              value={type}
              onChange={(value) => params.set('type', value)}
            />
          </ListFilters>
        }
        query={messages}
        loading="Loading messages…"
        empty="No messages here."
        params={params}
      >
        {(page) => (
          <Stack $gap={0}>
            {page.results.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </Stack>
        )}
      </PagedListCard>
    </>
  );
}
