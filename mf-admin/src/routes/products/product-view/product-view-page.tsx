import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, productInputSchema, validate, type Product } from 'shared-contracts';
import { errorMessage, unitPrice, withToast } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, BackLink, Count, NoWrapCell, TextLink } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';
import { useAttributes } from '../../../hooks/api/attributes';
import { useProduct, useUpdateProduct } from '../../../hooks/api/products';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { draftFromProduct, inputFromDraft } from '../common/product-draft';
import { formatDateTime, humanize } from '../../../lib/format';
import { loadErrorMessage } from '../../../lib/load-error';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Picture } from 'shared-contracts/ui/square-image';

const Gallery = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.border};
  }
`;

const Description = styled.p`
  white-space: pre-line;
  font-size: 14px;
  margin-bottom: 0;
`;

/**
 * Publishing and unpublishing from the product's page. The API takes the whole product, so the change is sent
 * as the product as it is with only `published` changed. Unpublishing asks first: shoppers lose it at once.
 */
function PublishToggle({ product }: { product: Product }) {
  const attributes = useAttributes();
  const update = useUpdateProduct(product.id);
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const to = !product.published;

  const send = () =>
    run(async () => {
      const checked = validate(productInputSchema, {
        ...inputFromDraft(draftFromProduct(product, attributes.data ?? [])),
        published: to,
      });
      if (!checked.success) {
        setAsking(false);
        return;
      }
      await withToast(() => update.mutateAsync(checked.output), {
        loading: to ? 'Publishing product...' : 'Unpublishing product...',
        success: to ? `${product.name} is published!` : `${product.name} is unpublished`,
        error: (e) => errorMessage(e, 'Failed to save product!'),
      }).catch(() => undefined);
      setAsking(false);
    });

  const busyLabel = to ? 'Publishing…' : 'Unpublishing…';
  return (
    <>
      <Button
        $variant={to ? 'primary' : 'danger'}
        $small
        disabled={pending || !attributes.data}
        onClick={() => (to ? void send() : setAsking(true))}
      >
        {pending ? busyLabel : to ? 'Publish' : 'Unpublish'}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Unpublish ${product.name}?`}
          confirmLabel={pending ? busyLabel : 'Yes, unpublish'}
          pending={pending}
          onConfirm={() => void send()}
          onClose={() => {
            if (!pending) setAsking(false);
          }}
        >
          Shoppers will no longer find it in the shop or be able to buy it. You can publish it again at any
          time.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Set by the add-product page when it lands here. */
const justCreated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'created' in state && state.created === true;

export default function ProductViewPage() {
  const created = justCreated(useLocation().state);
  const productId = Number(useParams().productId);
  const product = useProduct(productId);
  if (!Number.isInteger(productId) || productId < 1)
    return <ErrorState compact message={loadErrorMessage(new Error('Unknown product'))} />;
  if (product.isPending) return <LoadingState label="Loading product…" />;
  if (product.isError)
    return (
      <ErrorState compact message={loadErrorMessage(product.error)} onRetry={() => void product.refetch()} />
    );
  const p = product.data;

  return (
    <>
      <BackLink to="/admin/products">Products</BackLink>
      <AdminPageHeader
        title={p.name}
        subtitle={<StatusBadge status={p.published ? 'published' : 'draft'} />}
        actions={
          <>
            <PublishToggle product={p} />
            <TextLink to={`/products/${p.id}`}>Open in shop</TextLink>
            <TextLink to={`/admin/products/edit-product/${p.id}`} $strong>
              Edit
            </TextLink>
          </>
        }
      />
      <Stack>
        {created ? (
          <Banner tone="success">
            {p.published ? (
              <>
                {p.name} was created and is in the shop.{' '}
                <TextLink to={`/products/${p.id}`} $strong>
                  See it in the shop
                </TextLink>
              </>
            ) : (
              <>{p.name} was created as a draft: shoppers cannot see it until you publish it.</>
            )}
          </Banner>
        ) : null}
        <Card>
          <CardTitle>Details</CardTitle>
          <DescriptionList $compact>
            <dt>Category</dt>
            <dd>{p.category.name}</dd>
            <dt>Type</dt>
            <dd>{humanize(p.type)}</dd>
            <dt>Price from</dt>
            <dd>{formatNaira(p.price)}</dd>
            <dt>In stock</dt>
            <dd>{p.in_stock ? 'Yes' : 'No'}</dd>
            <dt>Subscribers</dt>
            <dd>{p.subscribers}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(p.created_at)}</dd>
            <dt>Last modified</dt>
            <dd>{formatDateTime(p.last_modified_at)}</dd>
          </DescriptionList>
          {p.description ? <Description>{p.description}</Description> : null}
        </Card>
        <Card>
          <CardTitle>Images</CardTitle>
          {p.images.length === 0 ? (
            <Muted>No images.</Muted>
          ) : (
            <Gallery>
              {p.images.map((image) => (
                <Picture key={image.id} src={image.url} sizes="120px" alt={image.alt} loading="lazy" />
              ))}
            </Gallery>
          )}
        </Card>
        <Card>
          <CardTitle>Variants</CardTitle>
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Attributes</th>
                  <th className="num">Regular</th>
                  <th className="num">Sale</th>
                  <th className="num">Price</th>
                  <th className="num">Stock</th>
                </tr>
              </thead>
              <tbody>
                {p.variants.map((variant) => (
                  <tr key={variant.id}>
                    <NoWrapCell>{variant.sku}</NoWrapCell>
                    <td>{variant.attributes.map((a) => `${a.attribute}: ${a.value}`).join(', ') || '—'}</td>
                    <td className="num">{formatNaira(variant.regular_price)}</td>
                    <td className="num">{variant.sale_price > 0 ? formatNaira(variant.sale_price) : '—'}</td>
                    <td className="num">{formatNaira(unitPrice(variant))}</td>
                    <td className="num">
                      <Count $warn={variant.stock === 0}>{variant.stock}</Count>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </Card>
      </Stack>
    </>
  );
}
