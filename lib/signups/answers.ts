import type { Question } from './schemas';
import { SIGNUP_LIMITS } from './schemas';

export type Answers = Record<string, string | boolean>;
type AnswerProblem = 'answer_required' | 'answer_invalid';

const YES = new Set(['yes', 'true', '1', 'on']);
const NO = new Set(['no', 'false', '0']);

/**
 * The answers to the event's own questions, checked: a text is trimmed, a choice is one of its
 * options' ids, yes/no is a boolean (a form sends "yes" or "no"). Answers to questions the event
 * does not ask are dropped; a required question without an answer is refused.
 */
export function checkAnswers(
  questions: Question[],
  given: Record<string, unknown>,
): { values: Answers } | { fields: Record<string, AnswerProblem> } {
  const values: Answers = {};
  const fields: Record<string, AnswerProblem> = {};
  for (const question of questions) {
    const raw = given[question.id];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === undefined || text === null || text === '') {
      if (question.required) fields[question.id] = 'answer_required';
      continue;
    }
    if (question.kind === 'text') {
      if (typeof text !== 'string' || text.length > SIGNUP_LIMITS.answer) {
        fields[question.id] = 'answer_invalid';
      } else values[question.id] = text;
    } else if (question.kind === 'choice') {
      const ok = typeof text === 'string' && question.options?.some((option) => option.id === text);
      if (ok) values[question.id] = text;
      else fields[question.id] = 'answer_invalid';
    } else {
      const word = typeof text === 'string' ? text.toLowerCase() : text;
      if (word === true || YES.has(String(word))) values[question.id] = true;
      else if (word === false || NO.has(String(word))) values[question.id] = false;
      else fields[question.id] = 'answer_invalid';
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : { values };
}
