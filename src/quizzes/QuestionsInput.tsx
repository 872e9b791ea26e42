/**
 * The Quiz Questions section of the quiz form (docs/requirements.md §2, §3): a list of questions under
 * `questions.questions` (the API's shape). Add Question; Remove while more than one remains. Each question: its
 * text, its options lettered A, B, C… with a radio for the correct one (4 blank slots by default; Add Option,
 * remove an option while more than two remain), and an optional explanation. Each question is checked by the
 * shared validateQuestion (text required, at least 2 options, the correct option not empty) through
 * react-hook-form rules; messages are i18n keys.
 */
import { Box, Button, FormControlLabel, FormHelperText, IconButton, Paper, Radio, RadioGroup, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { blankQuestion, optionLetter, type QuestionDraft } from '../domain/quiz-questions';
import { QUIZ_LIMITS } from '../domain/text-limits';
import { QUIZ_KEYS, QUIZ_LIMIT_ARGS, questionValidators } from './quizRules';

const NAME = 'questions.questions';
const T = `${QUIZ_KEYS}.questions`;

export function QuestionsInput() {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: NAME });
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <QuestionEditor key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append(blankQuestion())} disabled={fields.length >= QUIZ_LIMITS.questions}>
          {translate(`${T}.add`)}
        </Button>
        {fields.length >= QUIZ_LIMITS.questions ? (
          <FormHelperText>{translate(`${T}.questionsLimit`, QUIZ_LIMIT_ARGS)}</FormHelperText>
        ) : null}
      </Box>
    </Stack>
  );
}

const questionOf = (values: Record<string, unknown>, index: number): QuestionDraft | undefined =>
  ((values.questions as { questions?: QuestionDraft[] } | undefined)?.questions ?? [])[index];

function QuestionEditor({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const base = `${NAME}.${index}`;
  const number = index + 1;
  const text = useController({
    name: `${base}.question`,
    rules: { validate: (_v, values) => questionValidators.text(questionOf(values, index)) ?? true },
  });
  const options = useController({
    name: `${base}.options`,
    rules: { validate: (_v, values) => questionValidators.options(questionOf(values, index)) ?? true, deps: [`${base}.correctAnswer`] },
  });
  const correct = useController({
    name: `${base}.correctAnswer`,
    rules: { validate: (_v, values) => questionValidators.correct(questionOf(values, index)) ?? true },
  });
  const explanation = useController({
    name: `${base}.explanation`,
    rules: { validate: (_v, values) => questionValidators.explanation(questionOf(values, index)) ?? true },
  });
  const list = (options.field.value as string[] | undefined) ?? [];
  const chosen = Number(correct.field.value ?? 0);
  const setOptions = (next: string[]) => options.field.onChange(next);
  // a choice is checked at once (the radio is never 'touched' as a text field is): its message follows the choice
  const choose = (at: number) => {
    correct.field.onChange(at);
    void trigger(correct.field.name);
  };
  const removeOption = (at: number) => {
    setOptions(list.filter((_, i) => i !== at));
    // keep the radio on the same option (or on the first when the chosen one goes)
    if (at < chosen) choose(chosen - 1);
    else if (at === chosen) choose(0);
  };
  const error = (message?: string) => (message ? translate(message, { _: message, ...QUIZ_LIMIT_ARGS }) : undefined);
  const optionsError = error(options.fieldState.error?.message) ?? error(correct.fieldState.error?.message);
  const groupLabel = translate(`${T}.options`, { number });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate(`${T}.title`, { number })}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {translate(`${T}.title`, { number })}
        </Typography>
        {onRemove ? (
          <Tooltip title={translate(`${T}.remove`, { number })}>
            <IconButton size="small" color="error" aria-label={translate(`${T}.remove`, { number })} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
      <TextField
        {...text.field}
        value={(text.field.value as string | undefined) ?? ''}
        label={translate(`${T}.text`)}
        required
        fullWidth
        multiline
        minRows={2}
        error={Boolean(text.fieldState.error)}
        helperText={error(text.fieldState.error?.message) ?? ' '}
      />
      <Typography variant="caption" color="text.secondary" component="div" id={`${base}-options`} sx={{ mt: 1, mb: 0.5 }}>
        {translate(`${T}.optionsHint`)}
      </Typography>
      <RadioGroup
        aria-labelledby={`${base}-options`}
        aria-label={groupLabel}
        value={String(chosen)}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {list.map((option, at) => {
          const letter = optionLetter(at);
          return (
            <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <FormControlLabel
                value={String(at)}
                control={<Radio size="small" slotProps={{ input: { 'aria-label': translate(`${T}.correct`, { letter }) } }} />}
                label={letter}
                sx={{ mr: 0, minWidth: 52 }}
              />
              <TextField
                value={option}
                onChange={(event) => setOptions(list.map((o, i) => (i === at ? event.target.value : o)))}
                onBlur={options.field.onBlur}
                size="small"
                fullWidth
                placeholder={translate(`${T}.optionPlaceholder`, { letter })}
                slotProps={{ htmlInput: { 'aria-label': translate(`${T}.option`, { letter }) } }}
              />
              {list.length > 2 ? (
                <Tooltip title={translate(`${T}.removeOption`, { letter })}>
                  <IconButton size="small" aria-label={translate(`${T}.removeOption`, { letter })} onClick={() => removeOption(at)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Stack>
          );
        })}
      </RadioGroup>
      {optionsError ? (
        <FormHelperText error role="alert">
          {optionsError}
        </FormHelperText>
      ) : null}
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOptions([...list, ''])} disabled={list.length >= QUIZ_LIMITS.options} sx={{ mb: 1 }}>
        {translate(`${T}.addOption`)}
      </Button>
      {list.length >= QUIZ_LIMITS.options ? <FormHelperText>{translate(`${T}.optionsLimit`, QUIZ_LIMIT_ARGS)}</FormHelperText> : null}
      <TextField
        {...explanation.field}
        value={(explanation.field.value as string | undefined) ?? ''}
        label={translate(`${T}.explanation`)}
        fullWidth
        multiline
        minRows={1}
        size="small"
        error={Boolean(explanation.fieldState.error)}
        helperText={error(explanation.fieldState.error?.message)}
      />
    </Paper>
  );
}
