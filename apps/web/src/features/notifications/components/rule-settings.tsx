import type { RuleSetting } from '@saram/shared/notifications/notifications.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/forms/input';
import { Switch } from '../../../components/ui/forms/switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { showSuccess } from '../../../lib/toast';
import { rulesQuery, useRunRules, useSaveRule } from '../api';

function RuleRow({ rule }: { rule: RuleSetting }) {
  const [days, setDays] = useState(String(rule.days));
  const [enabled, setEnabled] = useState(rule.enabled);
  const save = useSaveRule();
  const error = save.error ? (serverFieldErrors(save.error).days ?? errorMessage(save.error)) : null;
  const changed = days !== String(rule.days) || enabled !== rule.enabled;
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-gray-900">{rule.label}</p>
        <Switch checked={enabled} onCheckedChange={setEnabled} aria-label={`${rule.label} 사용`} />
      </div>
      <p className="text-xs text-gray-500">받는 사람: {rule.recipients}</p>
      <div className="flex items-center gap-2">
        <span className="text-[13px] text-gray-600">{rule.meaning.replace('N일', '')}</span>
        <Input
          aria-label={`${rule.label} 일수`}
          inputMode="numeric"
          controlSize="sm"
          className="w-20 text-right tabular-nums"
          value={days}
          aria-invalid={!!error}
          aria-describedby={error ? `rule-${rule.rule}-error` : undefined}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
        />
        <span className="text-[13px] text-gray-600">일</span>
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate({ rule: rule.rule, days: Number(days), enabled }, { onSuccess: () => showSuccess(`${rule.label} 규칙을 저장했습니다.`) })}
        >
          저장
        </Button>
      </div>
      {error && (
        <p id={`rule-${rule.rule}-error`} className="text-[13px] text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** 알림 규칙 (admin:notifications): how many days ahead each date rule tells, and whether it runs (each morning at 08:00). */
export function RuleSettings() {
  const rules = useQuery(rulesQuery());
  const run = useRunRules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>알림 규칙</CardTitle>
        <CardDescription>매일 오전 8시에 규칙을 확인해 알림을 보냅니다. 같은 대상·같은 날짜에 대한 알림은 한 번만 보냅니다.</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <Skeleton className="h-60" />
        ) : rules.isError ? (
          <p className="text-gray-600">규칙을 불러오지 못했습니다.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {rules.data.data.map((r) => (
              <RuleRow key={`${r.rule}:${r.days}:${r.enabled}`} rule={r} />
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="mt-3 w-full"
          disabled={run.isPending}
          onClick={() => run.mutate(undefined, { onSuccess: (r) => showSuccess(`새 알림 ${r.created}건을 만들었습니다.`, `메일 ${r.mailed}건을 보냈습니다.`) })}
        >
          지금 실행
        </Button>
      </CardContent>
    </Card>
  );
}
