import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, withToast } from 'shop-sdk';
import type { AdminBanner } from 'shared-contracts/schemas/banners';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Muted, Row } from 'shared-contracts/ui/layout';
import { Picture } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { EditableListSection } from '../../../components/common/editable-list-section';
import { StatusBadge } from '../../../components/common/status-badge';
import { useBanners, useDeleteBanner, useSaveBanner } from '../../../hooks/api/banners';
import { usePromotions } from '../../../hooks/api/promotions';
import { formatDateTime } from '../../../lib/format';
import { BannerForm } from './banner-form';

const Thumb = styled.span`
  display: block;
  width: 96px;
  aspect-ratio: 16 / 9;
  border-radius: 4px;
  overflow: hidden;
  background: ${theme.surfaceStrong};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Marketing's home-page banners: the list (status, dates, the promotion each links to), new, edit and delete. */
export function BannersSection() {
  const list = useBanners();
  const promotions = usePromotions();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const linkable = (promotions.data ?? []).filter((p) => p.status !== 'ended');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await withToast(() => remove.mutateAsync(deleting.id), {
        loading: 'Deleting banner...',
        success: 'Banner deleted!',
        error: (e) => errorMessage(e, 'Failed to delete banner!'),
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <EditableListSection
      id="banners"
      title="Home page banners"
      description="Each links to its promotion's landing page and shows on the home page between its dates. Times are WAT."
      noun="banner"
      plural="banners"
      query={list}
      nameOf={(b) => b.title}
      columns={[
        {
          header: 'Banner',
          unlabelled: true,
          cell: (b) => (
            <Row as="span" $gap={12}>
              <Thumb>
                {b.picture ? <Picture src={b.picture} alt="" sizes="96px" loading="lazy" /> : null}
              </Thumb>
              <span>
                <strong>{b.title}</strong>
                {b.show_countdown ? (
                  <>
                    <br />
                    <Muted as="span">With a countdown</Muted>
                  </>
                ) : null}
              </span>
            </Row>
          ),
        },
        { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
        {
          header: 'Shows',
          cell: (b) => (
            <>
              {formatDateTime(b.starts_at)}
              <br />
              <Muted as="span">to {formatDateTime(b.ends_at)}</Muted>
            </>
          ),
        },
        {
          header: 'Links to',
          cell: (b) => (
            <a href={b.link} target="_blank" rel="noreferrer">
              {b.promotion_name}
            </a>
          ),
        },
      ]}
      actions={(b) => (
        <Button $variant="ghost" onClick={() => setDeleting(b)} aria-label={`Delete ${b.title}`}>
          Delete
        </Button>
      )}
      form={(banner, done) => (
        <BannerForm
          banner={banner}
          promotions={linkable}
          onSave={(id, body, picture) => save.mutateAsync({ id, body, picture })}
          onDone={done}
        />
      )}
    >
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          confirmLabel="Delete banner"
          tone="danger"
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          It leaves the home page at once. The promotion itself is not changed.
        </ConfirmDialog>
      ) : null}
    </EditableListSection>
  );
}
