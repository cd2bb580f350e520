import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/forms/switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { showSuccess } from '../../../lib/toast';
import { preferencesQuery, useSavePreferences } from '../api';

/** Which kinds of notification also come by mail (each applies at once). */
export function MailPreferences() {
  const prefs = useQuery(preferencesQuery());
  const save = useSavePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>메일 수신 설정</CardTitle>
        <CardDescription>켜 둔 알림은 계정의 메일 주소로도 보냅니다. 알림 목록에는 항상 남습니다.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Skeleton className="h-40" />
        ) : prefs.isError ? (
          <p className="text-gray-600">설정을 불러오지 못했습니다.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {prefs.data.data.map((p) => (
              <li key={p.kind} className="flex items-center justify-between gap-3 py-2.5">
                <label htmlFor={`mail-${p.kind}`} className="text-gray-800">
                  {p.label}
                </label>
                <Switch
                  id={`mail-${p.kind}`}
                  checked={p.email}
                  disabled={save.isPending}
                  onCheckedChange={(email) =>
                    save.mutate([{ kind: p.kind, email }], { onSuccess: () => showSuccess(`${p.label} 메일을 ${email ? '받습니다' : '받지 않습니다'}.`) })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
