import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, withToast } from 'shop-sdk';
import type { AdminBanner } from 'shared-contracts/schemas/banners';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, Muted, Row, SectionTitle, Stack } from 'shared-contracts/ui/layout';
import { Picture } from 'shared-contracts/ui/square-image';
import { StackingTable, TableWrap } from 'shared-contracts/ui/table';
import { theme } from 'shared-contracts/ui/theme';
import { EditorDialog } from '../../../components/common/editor-dialog';
import type { Editing } from '../../../components/common/editing';
import { ListResults } from '../../../components/common/list-page';
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
  const [editing, setEditing] = useState<Editing<AdminBanner>>(null);
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
    <Stack as="section" aria-labelledby="banners-title">
      <Row $justify="space-between" $wrap>
        <div>
          <SectionTitle id="banners-title">Home page banners</SectionTitle>
          <Muted>
            Each links to its promotion's landing page and shows on the home page between its dates. Times are
            WAT.
          </Muted>
        </div>
        <Button $variant="primary" onClick={() => setEditing('new')}>
          New banner
        </Button>
      </Row>
      <Card>
        <ListResults query={list} loading="Loading banners…" empty="No banners yet.">
          {(banners) => (
            <TableWrap>
              <StackingTable aria-label="Home page banners">
                <thead>
                  <tr>
                    <th>Banner</th>
                    <th>Status</th>
                    <th>Shows</th>
                    <th>Links to</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {banners.map((b) => (
                    <tr key={b.id}>
                      <td>
                        <Row $gap={12}>
                          <Thumb>
                            {b.picture ? (
                              <Picture src={b.picture} alt="" sizes="96px" loading="lazy" />
                            ) : null}
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
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={b.status} />
                      </td>
                      <td data-label="Shows">
                        <span>
                          {formatDateTime(b.starts_at)}
                          <br />
                          <Muted as="span">to {formatDateTime(b.ends_at)}</Muted>
                        </span>
                      </td>
                      <td data-label="Links to">
                        <a href={b.link} target="_blank" rel="noreferrer">
                          {b.promotion_name}
                        </a>
                      </td>
                      <td>
                        <Row $gap={4} $justify="flex-end" $wrap>
                          <Button
                            $variant="ghost"
                            onClick={() => setEditing(b)}
                            aria-label={`Edit ${b.title}`}
                          >
                            Edit
                          </Button>
                          <Button
                            $variant="ghost"
                            onClick={() => setDeleting(b)}
                            aria-label={`Delete ${b.title}`}
                          >
                            Delete
                          </Button>
                        </Row>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StackingTable>
            </TableWrap>
          )}
        </ListResults>
      </Card>
      <EditorDialog
        editing={editing}
        newTitle="New banner"
        editTitle={(b) => `Edit ${b.title}`}
        onClose={() => setEditing(null)}
      >
        {(banner) => (
          <BannerForm
            banner={banner}
            promotions={linkable}
            onSave={(id, body, picture) => save.mutateAsync({ id, body, picture })}
            onDone={() => setEditing(null)}
          />
        )}
      </EditorDialog>
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
    </Stack>
  );
}
