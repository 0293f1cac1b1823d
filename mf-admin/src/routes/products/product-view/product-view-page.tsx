import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, unitPrice } from 'shared-contracts';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, BackLink, Count, TextLink } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';
import { useProduct } from '../../../hooks/api/products';
import { formatDateTime, humanize } from '../../../lib/format';
import { loadErrorMessage } from '../../../lib/load-error';

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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  font-size: 14px;
  margin-bottom: 0;
`;

export default function ProductViewPage() {
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
            <TextLink to={`/products/${p.id}`}>Open in shop</TextLink>
            <TextLink to={`/admin/products/edit-product/${p.id}`} $strong>
              Edit
            </TextLink>
          </>
        }
      />
      <Stack>
        <Card>
          <CardTitle>Details</CardTitle>
          <Facts>
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
          </Facts>
          {p.description ? <Description>{p.description}</Description> : null}
        </Card>
        <Card>
          <CardTitle>Images</CardTitle>
          {p.images.length === 0 ? (
            <Muted>No images.</Muted>
          ) : (
            <Gallery>
              {p.images.map((image) => (
                <img key={image.id} src={image.url} alt={image.alt} loading="lazy" />
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
                    <td>{variant.sku}</td>
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
