import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeFileEndpoints as endpoints } from '@saram/shared/employees/employee-endpoints.schemas';
import { PassThrough } from 'node:stream';
import { importProgressMediaType, maxImportBytes, maxImportRows } from '@saram/shared/employees/employee-import';
import { validateOnlySchema, type ImportStreamLine } from '@saram/shared/employees/employee-import.schemas';
import type { FeatureDeps } from '../../../lib/http/feature-deps';
import { errorAnswer } from '../../../lib/http/error-handler';
import { validationError } from '../../../lib/errors';
import { attachment, readUpload } from '../../../lib/http/files';
import { route } from '../../../lib/http/route';
import { xlsxContentType } from '../../../lib/documents/spreadsheet';
import { buildTemplate } from './employee-excel';
import { openImportFile } from '../import/employee-excel-read';
import { exportEmployees, hrCardPdf, importEmployees } from '../import/employee-import.service';
import type { Store } from '../employees.service';
import { activeNames } from '../../common-types/common-types.service';

/** Spec 7.2 files: Excel import template, import (per-row report), export, and the HR card PDF. */
export const employeeFileRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, secrets }) => {
  await app.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 5, parts: 6 } });
  const store: Store = { db, key: secrets.encryptionKey };
  const tags = ['employees'];

  route(app, endpoints.importTemplate, { tags, summary: '직원 가져오기 Excel 양식 다운로드 (값 목록은 활성 공통 코드)' }, async (_request, reply) => {
    const [work_form, employment_status, job_title, job_grade, job_function] = await Promise.all(
      (['employment_type', 'employment_status', 'job_title', 'job_grade', 'job_function'] as const).map((group) => activeNames(db, group)),
    );
    const template = await buildTemplate({ work_form, employment_status, job_title, job_grade, job_function });
    return reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', attachment('직원_가져오기_양식.xlsx', 'employee-import-template.xlsx'))
      .send(template);
  });

  route(
    app,
    endpoints.import,
    {
      tags,
      summary: '직원 Excel 가져오기 (multipart: file, validateOnly 기본 true = 검증만)',
      description:
        `행마다 등록과 같은 규칙으로 검사합니다(최대 ${maxImportRows.toLocaleString('ko-KR')}행). validateOnly=false이면 오류·중복 행을 건너뛰고 올바른 행만 한 트랜잭션으로 저장합니다. ` +
        `Accept: ${importProgressMediaType}이면 500행마다 진행 상황을 한 줄에 하나씩 보냅니다: {phase: 'validate'(검증만)|'write'(검증 후 저장), done, total} … 마지막 줄은 {report} 또는 {error} (오류 본문). ` +
        'total은 시트의 행 수(빈 행 포함)이며 마지막 진행 줄에서 실제 행 수가 됩니다.',
      bodyLimit: maxImportBytes + 64 * 1024,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw validationError({ file: '가져올 Excel 파일을 multipart/form-data로 올려주세요.' });
      const { file, fields } = await readUpload(request, maxImportBytes);
      if (!file) throw validationError({ file: '가져올 파일을 선택해주세요.' });
      const unknown = Object.keys(fields).filter((k) => k !== 'validateOnly');
      if (unknown.length) throw validationError(Object.fromEntries(unknown.map((k) => [k, '허용되지 않는 항목입니다.'])));
      const validateOnly = validateOnlySchema.safeParse(fields.validateOnly);
      if (!validateOnly.success) throw validationError({ validateOnly: "validateOnly는 'true' 또는 'false'입니다." });
      // An unreadable file, or one without the header or rows, is a plain 400 before the stream starts.
      const rows = await openImportFile(file.data);
      const opts = { validateOnly: validateOnly.data, filename: file.filename };
      if (!String(request.headers.accept ?? '').includes(importProgressMediaType)) return importEmployees(store, request.actor, rows, opts);
      // The progress lines, then the report (or the error) as the last line.
      const out = new PassThrough();
      const line = (value: ImportStreamLine) => out.write(`${JSON.stringify(value)}\n`);
      void importEmployees(store, request.actor, rows, { ...opts, onProgress: line })
        .then(
          (report) => line({ report }),
          (err: unknown) => line({ error: errorAnswer(err, request).body }),
        )
        .finally(() => out.end());
      return reply.header('content-type', `${importProgressMediaType}; charset=utf-8`).header('cache-control', 'no-store').send(out);
    },
  );

  route(app, endpoints.export, { tags, summary: '직원 목록 Excel 내보내기 (목록 필터, 다운로드 사유 필수, 주민등록번호·급여 제외)' }, async (request, reply) => {
    const file = await exportEmployees(db, request.actor, request.query);
    return reply.header('content-type', xlsxContentType).header('content-disposition', attachment(file.filename, 'employees.xlsx')).send(file.body);
  });

  route(app, endpoints.hrCard, { tags, summary: '인사기록카드 PDF (A4, 주민등록번호 가림, 출력 기록)' }, async (request, reply) => {
    const file = await hrCardPdf(store, request.actor, request.params.id);
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(file.filename, 'hr-card.pdf')).send(file.body);
  });
};
