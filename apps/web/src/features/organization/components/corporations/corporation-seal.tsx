import { corporateStructureRoutes as routes, maxSealBytes } from '@saram/shared/corporate-structure/corporate-structure';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Stamp, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { call } from '../../../../lib/api/api-client';
import { errorMessage, isNotFound, serverFieldErrors } from '../../../../lib/api/form-errors';
import { showSuccess } from '../../../../lib/toast';

/**
 * 법인 직인 (printed on the corporation's 재직·경력증명서): the current image, and 올리기 / 삭제. The server
 * takes only PNG or JPEG up to 512KB and answers the reason otherwise, shown under the field.
 */

const sealKey = (id: string) => ['corporations', id, 'seal'] as const;

function useSealImage(id: string) {
  const query = useQuery({
    queryKey: sealKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await (await call(routes.seal, { params: { id } }, { signal })).blob();
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return setUrl(null);
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url, pending: query.isPending };
}

export function CorporationSeal({ id, name }: { id: string; name: string }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { url, pending } = useSealImage(id);
  const refresh = () => client.invalidateQueries({ queryKey: sealKey(id) });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(routes.uploadSeal, { params: { id }, body: form });
    },
    meta: { errorToast: false },
    onSuccess: () => {
      showSuccess('직인을 등록했습니다.', name);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => call(routes.removeSeal, { params: { id } }),
    meta: { errorToast: false },
    onSuccess: () => {
      showSuccess('직인을 삭제했습니다.', name);
      return refresh();
    },
  });
  const failure = upload.error ?? remove.error;

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-gray-900">직인</p>
      <p id={hintId} className="mt-0.5 text-xs text-gray-600">
        재직·경력증명서의 대표이사 옆에 찍힙니다. PNG 또는 JPEG, {Math.round(maxSealBytes / 1024)}KB 이하.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <div className="flex size-20 items-center justify-center rounded-lg border border-dashed border-gray-300 bg-gray-50">
          {url ? <img src={url} alt={`${name} 직인`} className="max-h-16 max-w-16 object-contain" /> : <Stamp className="size-6 text-gray-400" aria-label={pending ? '불러오는 중' : '등록된 직인 없음'} />}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button type="button" variant="outline" size="sm" aria-describedby={hintId} loading={upload.isPending} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {url ? '직인 바꾸기' : '직인 올리기'}
        </Button>
        {url && (
          <Button type="button" variant="outline" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" />
            삭제
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {serverFieldErrors(failure).file ?? errorMessage(failure)}
        </p>
      )}
    </div>
  );
}
