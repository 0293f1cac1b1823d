import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type Product } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Select } from 'shared-contracts/ui/field';
import { Card, Muted, Row, Stack, VisuallyHidden } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, Count, Toolbar } from '../../../components/common/layout';
import { SearchInput } from '../../../components/common/search-input';
import { StatusBadge } from '../../../components/common/status-badge';
import { useAdminCategories } from '../../../hooks/api/categories';
import { useDeleteProduct, useProducts } from '../../../hooks/api/products';
import { ConfirmDelete } from '../../../components/common/confirm-delete';
import { RowActions } from '../../../components/common/row-actions';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { useListParams } from '../../../hooks/use-list-params';
import { loadErrorMessage } from '../../../lib/load-error';

const PAGE_SIZE = 20;

const Thumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  flex: none;
  object-fit: cover;
  border-radius: 6px;
  background: ${theme.surface};
`;

export default function ProductListPage() {
  const params = useListParams<'search' | 'category' | 'published'>();
  const search = params.get('search');
  const category = params.get('category');
  const publishedParam = params.get('published');
  const published = publishedParam === 'true' || publishedParam === 'false' ? publishedParam : '';
  const categories = useAdminCategories();
  const products = useProducts({
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(published ? { published } : {}),
    page: params.page,
    page_size: PAGE_SIZE,
  });
  const remove = useDeleteProduct();
  const deletion = useDeleteFlow<Product>('product', remove.mutateAsync);

  return (
    <>
      <AdminPageHeader
        title="Products"
        subtitle="Everything in the catalogue, published or not."
        actions={<ButtonLink to="/admin/products/add-product">Add product</ButtonLink>}
      />
      <Stack>
        {deletion.refusal ? <Banner tone="error">{deletion.refusal}</Banner> : null}
        <Card>
          <Toolbar>
            <SearchInput
              value={search}
              placeholder="Search products by name or SKU"
              onSearch={(text) => params.set('search', text)}
            />
            <Select
              aria-label="Category"
              value={category}
              onChange={(e) => params.set('category', e.target.value)}
            >
              <option value="">All categories</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </Select>
            <Select
              aria-label="Published"
              value={published}
              onChange={(e) => params.set('published', e.target.value)}
            >
              <option value="">Published and drafts</option>
              <option value="true">Published</option>
              <option value="false">Drafts</option>
            </Select>
          </Toolbar>
          {products.isPending ? (
            <LoadingState label="Loading products…" />
          ) : products.isError ? (
            <ErrorState
              compact
              message={loadErrorMessage(products.error)}
              onRetry={() => void products.refetch()}
            />
          ) : products.data.results.length === 0 ? (
            <EmptyState compact>No products match these filters.</EmptyState>
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Product</th>
                      <th>Category</th>
                      <th>Status</th>
                      <th className="num">Price</th>
                      <th className="num">Stock</th>
                      <th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {products.data.results.map((product) => {
                      const stock = product.variants.reduce((sum, v) => sum + v.stock, 0);
                      return (
                        <tr key={product.id}>
                          <td>
                            <Row $wrap={false}>
                              {product.image ? (
                                <Thumb src={product.image.url} alt="" width={40} height={40} />
                              ) : (
                                <Thumb as="span" />
                              )}
                              <span>
                                <Link to={`/admin/products/view-product/${product.id}`}>{product.name}</Link>
                                <br />
                                <Muted as="span">
                                  {product.variants.length} variant{product.variants.length === 1 ? '' : 's'}
                                </Muted>
                              </span>
                            </Row>
                          </td>
                          <td>{product.category.name}</td>
                          <td>
                            <StatusBadge status={product.published ? 'published' : 'draft'} />
                          </td>
                          <td className="num">{formatNaira(product.price)}</td>
                          <td className="num">
                            <Count $warn={stock === 0}>{stock}</Count>
                          </td>
                          <td>
                            <RowActions name={product.name} onDelete={() => deletion.setToDelete(product)}>
                              <Link
                                to={`/admin/products/view-product/${product.id}`}
                                aria-label={`View ${product.name}`}
                              >
                                View
                              </Link>
                              <Link
                                to={`/admin/products/edit-product/${product.id}`}
                                aria-label={`Edit ${product.name}`}
                              >
                                Edit
                              </Link>
                            </RowActions>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </TableWrap>
              <Pagination
                page={products.data.page}
                pageSize={products.data.page_size}
                count={products.data.count}
                onPage={(p) => params.set('page', p)}
              />
            </>
          )}
        </Card>
      </Stack>
      <ConfirmDelete flow={deletion} confirmLabel="Delete product">
        The product and its variants and images are removed from the shop.
      </ConfirmDelete>
    </>
  );
}
