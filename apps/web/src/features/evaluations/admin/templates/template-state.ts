import { scoredKinds, type Party, type QuestionKind } from '@saram/shared/evaluations/evaluations';
import type { TemplateInput } from '@saram/shared/evaluations/templates.schemas';

/** The editor's draft: the template's fields as typed (weights as numbers, codes possibly null). */
export type DraftQuestion = {
  id: string;
  kind: QuestionKind;
  title: string;
  description: string;
  required: boolean;
  weight: number;
  scaleCode: string | null;
  competencyCode: string | null;
  categoryCode: string | null;
  answeredBy: Party[];
};
export type DraftSection = { id: string; title: string; description: string; questions: DraftQuestion[] };
export type Draft = { name: string; description: string; sections: DraftSection[] };

const newId = () => crypto.randomUUID();

export function newQuestion(kind: QuestionKind = 'scale', scaleCode: string | null = null): DraftQuestion {
  return {
    id: newId(),
    kind,
    title: '',
    description: '',
    required: true,
    weight: 0,
    scaleCode: kind === 'scale' || kind === 'competency' ? scaleCode : null,
    competencyCode: null,
    categoryCode: null,
    answeredBy: ['self', 'first', 'second'],
  };
}
export const newSection = (scaleCode: string | null = null): DraftSection => ({ id: newId(), title: '', description: '', questions: [newQuestion('scale', scaleCode)] });
export const emptyDraft = (scaleCode: string | null = null): Draft => ({ name: '', description: '', sections: [newSection(scaleCode)] });

/** A question after its kind changes: text has no weight; scale codes only where they apply. */
export function withKind(q: DraftQuestion, kind: QuestionKind, defaultScale: string | null): DraftQuestion {
  return {
    ...q,
    kind,
    weight: scoredKinds.includes(kind) ? q.weight : 0,
    scaleCode: kind === 'scale' || kind === 'competency' ? (q.scaleCode ?? defaultScale) : null,
    competencyCode: kind === 'competency' ? q.competencyCode : null,
  };
}

/** The body the server takes. */
export const toInput = (draft: Draft): TemplateInput => ({ name: draft.name, description: draft.description, sections: draft.sections });

/** The questions a party sees in the preview (the sections without any are left out). */
export function sectionsFor(sections: readonly DraftSection[], party: Party): DraftSection[] {
  return sections.map((s) => ({ ...s, questions: s.questions.filter((q) => q.answeredBy.includes(party)) })).filter((s) => s.questions.length > 0);
}
