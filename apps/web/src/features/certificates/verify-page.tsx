import { certificateKindLabels, certificateRoutes } from '@saram/shared/certificates/certificates';
import type { CertificateContent } from '@saram/shared/certificates/certificates.schemas';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { DocumentTitle } from '../../components/document-title';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { call } from '../../lib/api/api-client';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { formatDate } from '../../lib/labels/format';

function Verified({ content: c }: { content: CertificateContent }) {
  const rows: [string, string][] = [
    ['종류', certificateKindLabels[c.kind]],
    ['발급번호', c.number],
    ['발급일', formatDate(c.issuedOn)],
    ['발급 회사', [c.corporation, c.representative && `대표이사 ${c.representative}`].filter(Boolean).join(' · ')],
    ['성명', c.name],
    ...c.lines.map((l): [string, string] => [l.label, l.value || '-']),
    ...(c.purpose ? [['용도', c.purpose] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="verified-title" className="mt-6 rounded-lg border border-green-200 bg-green-50/50 p-4">
      <h2 id="verified-title" className="flex items-center gap-2 text-[15px] font-semibold text-green-800">
        <ShieldCheck className="size-5" aria-hidden="true" />
        발급된 증명서가 맞습니다
      </h2>
      <p className="mt-1 text-[13px] text-gray-700">아래 내용이 받으신 증명서와 같은지 확인하세요.</p>
      <dl className="mt-3 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /certificates/verify (no sign-in): whoever received a 재직·경력증명서 enters its number and code and
 * sees the certificate's own content, nothing else; a wrong code reads as an unknown number.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const [number, setNumber] = useState(params.get('number') ?? '');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ content: CertificateContent } | { error: unknown } | null>(null);
  const fields = result && 'error' in result ? serverFieldErrors(result.error) : {};
  const general = result && 'error' in result && !fields.number && !fields.code ? errorMessage(result.error, '확인하지 못했습니다. 잠시 후 다시 시도해주세요.') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      setResult({ content: await call(certificateRoutes.verify, { body: { number: number.trim(), code: code.trim() } }) });
    } catch (error) {
      setResult({ error });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <DocumentTitle>증명서 진위 확인 · Saram</DocumentTitle>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-[480px]">
          <div className="mb-8 flex justify-center">
            <Logo />
          </div>
          <Card className="p-6 shadow-sm sm:p-8">
            <h1 className="text-xl font-bold tracking-tight text-gray-900">증명서 진위 확인</h1>
            <p className="mt-1 text-sm text-gray-600">재직증명서·경력증명서 하단의 발급번호와 확인 코드를 입력하세요.</p>
            <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
              <FormField label="발급번호" required description="예: 2026-000123" error={fields.number}>
                <Input value={number} inputMode="numeric" autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
              </FormField>
              <FormField label="확인 코드" required description="예: ABCD-EFGH" error={fields.code}>
                <Input value={code} autoComplete="off" autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} />
              </FormField>
              {general && (
                <Alert tone="danger" role="alert">
                  {general}
                </Alert>
              )}
              <Button type="submit" className="w-full" loading={pending} loadingText="확인 중...">
                확인
              </Button>
            </form>
            {result && 'content' in result && <Verified content={result.content} />}
          </Card>
        </div>
      </main>
    </div>
  );
}
