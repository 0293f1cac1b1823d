import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type AdminReview, type ReviewStatus } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Input } from 'shared-contracts/ui/field';
import { Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { Stars } from 'shared-contracts/ui/stars';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, ExternalLink } from '../../components/common/layout';
import { PagedListCard } from '../../components/common/list-page';
import { StatusBadge } from '../../components/common/status-badge';
import { FilterTabs } from '../../components/common/tabs';
import { useAdminReviews, useModerateReview } from '../../hooks/api/reviews';
import { useListParams } from '../../hooks/use-list-params';
import { useSingleFlight } from '../../hooks/use-single-flight';
import { formatDateTime } from '../../lib/format';

const PAGE_SIZE = 20;
const STATUS_TABS = [
  { value: '' as const, label: 'Latest' },
  { value: 'held' as const, label: 'Held' },
  { value: 'visible' as const, label: 'Shown' },
  { value: 'hidden' as const, label: 'Hidden' },
];
const isStatus = (value: string): value is ReviewStatus =>
  value === 'held' || value === 'visible' || value === 'hidden';

const Item = styled.article`
  display: grid;
  gap: 6px;
  padding: 14px 0;
  border-bottom: 1px solid ${theme.border};
  overflow-wrap: anywhere;
  &:last-of-type {
    border-bottom: 0;
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  p.body {
    white-space: pre-line;
    margin: 0;
    font-size: 0.9rem;
  }
`;

const Decide = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  input {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

/** The status the admin can move a review to, and the button that does it. */
const NEXT: Record<ReviewStatus, { status: 'visible' | 'hidden'; label: string }> = {
  held: { status: 'visible', label: 'Show' },
  hidden: { status: 'visible', label: 'Show' },
  visible: { status: 'hidden', label: 'Hide' },
};

function ReviewItem({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const { pending, run } = useSingleFlight();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const next = NEXT[review.status];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why');
    setError('');
    void run(() =>
      withToast(
        () => moderate.mutateAsync({ id: review.id, body: { status: next.status, reason: reason.trim() } }),
        {
          loading: next.status === 'hidden' ? 'Hiding the review…' : 'Showing the review…',
          success: next.status === 'hidden' ? 'Review hidden' : 'Review shown',
          error: (e) => errorMessage(e, 'Failed to update the review!'),
        },
      )
        .then(() => setReason(''))
        .catch(() => undefined),
    );
  };
  // Hidden ones and held ones where the admin's reason is kept: why it is as it is.
  const why = review.status === 'visible' && !review.moderated_at ? null : review.status_reason;
  return (
    <Item aria-labelledby={`review-${review.id}`}>
      <Row $justify="space-between">
        <h2 id={`review-${review.id}`}>
          <Stars value={review.rating} size="0.9rem" /> {review.title}
        </h2>
        <StatusBadge status={review.status === 'visible' ? 'shown' : review.status} />
      </Row>
      <Muted>
        <ExternalLink href={`/products/${review.product.id}#reviews`}>{review.product.name}</ExternalLink> ·{' '}
        {review.author} ({review.user.email}) · {formatDateTime(review.created_at)}
        {review.updated_at !== review.created_at ? ` · edited ${formatDateTime(review.updated_at)}` : ''}
      </Muted>
      <p className="body">{review.body}</p>
      {why ? <Muted>Why: {why}</Muted> : null}
      <Decide onSubmit={onSubmit} aria-label={`${next.label} “${review.title}”`}>
        <Input
          aria-label={`Reason to ${next.label.toLowerCase()} it`}
          placeholder={`Reason to ${next.label.toLowerCase()} it`}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <Button
          type="submit"
          $small
          $variant={next.status === 'hidden' ? 'danger' : 'primary'}
          disabled={pending}
        >
          {pending ? 'Saving…' : next.label}
        </Button>
        {error ? <Muted role="alert">{error}</Muted> : null}
      </Decide>
    </Item>
  );
}

/** /admin/reviews: the latest reviews; the held ones wait here for a decision (docs/storefront.md §16). */
export default function ReviewListPage() {
  const params = useListParams<'status'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const reviews = useAdminReviews({ ...(status ? { status } : {}), page: params.page, page_size: PAGE_SIZE });
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        subtitle="Reviews from shoppers who received what they bought. Links and words the shop does not allow are held here until you show them."
      />
      <PagedListCard
        filters={
          <FilterTabs
            label="Review status"
            options={STATUS_TABS}
            value={status}
            onChange={(value) => params.set('status', value)}
          />
        }
        query={reviews}
        loading="Loading reviews…"
        empty="No reviews here."
        params={params}
      >
        {(page) => (
          <Stack $gap={0}>
            {page.results.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </Stack>
        )}
      </PagedListCard>
    </>
  );
}
