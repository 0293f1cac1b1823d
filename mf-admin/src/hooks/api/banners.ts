import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bannersApi } from 'shop-sdk/admin';
import type { AdminBanner, BannerInput } from 'shared-contracts/schemas/banners';
import { adminKeys } from './query-keys';

/** The banner was saved, but its picture was refused (`cause`): the form keeps editing the saved banner. */
export class PictureNotSaved extends Error {
  constructor(
    readonly banner: AdminBanner,
    override readonly cause: unknown,
  ) {
    super('The banner was saved, but not its picture.');
    this.name = 'PictureNotSaved';
  }
}

export const useBanners = () => useQuery({ queryKey: adminKeys.banners.list(), queryFn: bannersApi.list });

function useInvalidateBanners() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: adminKeys.banners.lists() });
}

/** Creates or changes a banner, then uploads its new picture when one was chosen. */
export function useSaveBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      picture,
    }: {
      id: number | null;
      body: BannerInput;
      picture: File | null;
    }) => {
      const saved = id === null ? await bannersApi.create(body) : await bannersApi.update(id, body);
      if (!picture) return saved;
      try {
        return await bannersApi.uploadPicture(saved.id, picture, body.picture_alt ?? '');
      } catch (error) {
        throw new PictureNotSaved(saved, error);
      }
    },
    onSettled: invalidate,
  });
}

export function useDeleteBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: (id: number) => bannersApi.remove(id), onSuccess: invalidate });
}
