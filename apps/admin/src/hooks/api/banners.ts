import type { AdminBannersInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export const bannerKeys = {
  all: ['banners'] as const,
  store: (storeCode: string) => [...bannerKeys.all, storeCode] as const,
};

/** A store view's home page banners and the `updated_at` a save sends back. */
export function useBanners(storeCode: string) {
  return useQuery({ queryKey: bannerKeys.store(storeCode), queryFn: () => adminApi.banners.get(storeCode) });
}

/** Uploads a picture (the shop's sharp pipeline: upright, stripped, WebP) and answers its file name. */
export function useUploadPicture() {
  return useMutation({ mutationFn: (picture: Blob) => adminApi.banners.uploadPicture(picture) });
}

export function useSaveBanners(storeCode: string) {
  return useMutation({
    mutationFn: (input: AdminBannersInput) => adminApi.banners.put(storeCode, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(bannerKeys.store(storeCode), saved);
      return invalidateAfterWrite(bannerKeys.store(storeCode));
    },
  });
}
