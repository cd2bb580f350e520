// TEMPORARY: the shape agreed for packages/shared/src/employee-import.ts; replaced by the shared type once it lands.
export type ImportReport = {
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  rows: {
    row: number;
    status: 'valid' | 'invalid' | 'duplicate';
    employeeNo: string;
    nameKor: string;
    errors: Record<string, string>;
    warnings: string[];
  }[];
};
