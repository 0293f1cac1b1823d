import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProductInput } from 'shared-contracts';
import { queryKeys } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export interface ProductListQuery {
  search?: string;
  category?: string;
  published?: 'true' | 'false';
  page?: number;
  page_size?: number;
}

export const useProducts = (query: ProductListQuery) =>
  useQuery({
    queryKey: adminKeys.products.list(query),
    queryFn: () => adminApi.products(query),
    placeholderData: keepPreviousData,
  });

export const useProduct = (id: number) =>
  useQuery({
    queryKey: adminKeys.products.detail(id),
    queryFn: () => adminApi.product(id),
    enabled: Number.isInteger(id) && id > 0,
  });

/** After any product change: lists, the storefront's catalogue and the dashboard's stock figures are stale. */
function useInvalidateProducts() {
  const client = useQueryClient();
  return (id?: number) => {
    void client.invalidateQueries({ queryKey: adminKeys.products.lists() });
    void client.invalidateQueries({ queryKey: queryKeys.products.all });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    if (id !== undefined) void client.invalidateQueries({ queryKey: adminKeys.products.detail(id) });
  };
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductInput) => adminApi.createProduct(body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct(id: number) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductInput) => adminApi.updateProduct(id, body),
    onSuccess: () => invalidate(id),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => adminApi.deleteProduct(id),
    onSuccess: () => invalidate(),
  });
}

export function useUploadProductImage() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ productId, file, alt }: { productId: number; file: Blob; alt?: string }) =>
      adminApi.uploadImage(productId, file, alt),
    onSuccess: (_image, { productId }) => invalidate(productId),
  });
}

export function useDeleteProductImage(productId: number) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (imageId: number) => adminApi.deleteImage(productId, imageId),
    onSuccess: () => invalidate(productId),
  });
}
