import { z } from 'zod';

/**
 * Korean validation messages for users: zod's Korean locale, with plainer wording for the cases
 * forms meet most. Imported once by the server and the web app.
 */
const locale = z.locales.ko();

z.config({
  ...locale,
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? '필수 입력 항목입니다.' : undefined;
      case 'too_small':
        if (issue.origin === 'string') return issue.minimum === 1 ? '필수 입력 항목입니다.' : `${issue.minimum}자 이상 입력해주세요.`;
        if (issue.origin === 'array') return `${issue.minimum}개 이상 선택해주세요.`;
        return `${issue.minimum} 이상이어야 합니다.`;
      case 'too_big':
        if (issue.origin === 'string') return `${issue.maximum}자 이하로 입력해주세요.`;
        if (issue.origin === 'array') return `${issue.maximum}개 이하로 선택해주세요.`;
        return `${issue.maximum} 이하여야 합니다.`;
      case 'unrecognized_keys':
        return `허용되지 않는 항목입니다: ${issue.keys.join(', ')}`;
      case 'invalid_format':
        return issue.format === 'email' ? '올바른 이메일 형식이 아닙니다.' : undefined;
      default:
        return undefined;
    }
  },
});
