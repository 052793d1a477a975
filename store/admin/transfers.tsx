import { Form, useActionData, useNavigation } from 'react-router-dom';
import {
  statementUnmatchedHeadings,
  type StatementMatch,
  type StatementMatchKind,
  type StatementUnmatched,
  type StatementUnmatchedKind,
} from '../../api';
import {
  EmptyState,
  FormMessage,
  StatementForm,
  StatementMatchList,
  UnmatchedCreditList,
  type StatementMatchRow,
  type Tone,
} from '../../ui';
import { payValue, type StatementMatched, type TransfersAnswer } from '../actions/admin-statements';
import type { MetaFunction } from '../seo/route-meta';
import { adminPaths } from './view';

/**
 * /admin/transfers: the owner uploads or pastes the bank's statement export, sees each credit matched to an order
 * awaiting payment (or not), and confirms the ticked matches in one step; each order's shopper is mailed by the
 * server. Nothing is marked paid until the owner confirms.
 */
export const meta: MetaFunction = () => ({ title: 'Bank transfers', noindex: true });

/** How a credit was tied to its order, in words, and how sure that is. */
const matchKinds = {
  'reference-and-amount': { label: 'Reference and amount', tone: 'success' },
  'reference-only': { label: 'Reference only', tone: 'warning' },
  'amount-only': { label: 'Amount only', tone: 'neutral' },
} as const satisfies Record<StatementMatchKind, { label: string; tone: Tone }>;

/**
 * A match as the owner judges it: only credits naming the order and paying all it owes come ticked; a credit
 * confirmed posts its amount, so one paying less is kept as a part payment.
 */
function matchRowOf(match: StatementMatch): StatementMatchRow {
  const kind = matchKinds[match.how];
  // the order's history keeps the credit's narration as the transfer's reference; a blank one, its line
  const reference = match.description.trim() || `Statement line ${match.line}`;
  return {
    value: payValue(match.orderId, reference, match.amount),
    date: match.date,
    description: match.description,
    amount: match.amount,
    reference: match.reference,
    href: adminPaths.order(match.orderId),
    name: match.name,
    how: kind.label,
    howTone: kind.tone,
    why: match.why,
    ticked: match.how === 'reference-and-amount',
  };
}

const creditsWord = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);
const linesWord = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/**
 * The rows offered for no order, each kind under its own heading: those to look into first, in warning, then the
 * credits confirmed before (a statement uploaded again), which need nothing done and so are not said to be money
 * that matched nothing.
 */
const unmatchedGroups = [
  { kind: 'matched-nothing', whyTone: 'warning' },
  { kind: 'unreadable', whyTone: 'warning' },
  { kind: 'already-confirmed', whyTone: 'neutral' },
] as const satisfies readonly { kind: StatementUnmatchedKind; whyTone: Tone }[];

const ofKind = (unmatched: readonly StatementUnmatched[], kind: StatementUnmatchedKind) =>
  unmatched.filter((row) => row.kind === kind);

/**
 * '5 credits read: 2 matched to an order, 1 already confirmed, 2 matched nothing.': a count of none is left out,
 * except the matches'. Rows whose amount could not be read are no credits, and are counted after.
 */
function summaryOf({ credits, matches, unmatched }: StatementMatched) {
  const confirmed = ofKind(unmatched, 'already-confirmed').length;
  const nothing = ofKind(unmatched, 'matched-nothing').length;
  const unreadable = ofKind(unmatched, 'unreadable').length;
  const read =
    credits.length === 0
      ? 'The statement has no credits (money in).'
      : `${[
          `${creditsWord(credits.length)} read: ${matches.length} matched to an order`,
          ...(confirmed > 0 ? [`${confirmed} already confirmed`] : []),
          ...(nothing > 0 ? [`${nothing} matched nothing`] : []),
        ].join(', ')}.`;
  return unreadable > 0 ? `${read} ${linesWord(unreadable)} could not be read.` : read;
}

function Matched({
  matched,
  confirmProblem,
  busy,
}: {
  matched: StatementMatched;
  confirmProblem?: string;
  busy: boolean;
}) {
  const { credits, matches, unmatched } = matched;
  // a statement uploaded again whose every credit was confirmed: nothing is wrong and nothing is left to do
  const allConfirmed = credits.length > 0 && ofKind(unmatched, 'already-confirmed').length === credits.length;
  return (
    <>
      <p aria-live="polite" className="text-muted-foreground">
        {summaryOf(matched)}
      </p>
      {matches.length > 0 ? (
        <StatementMatchList
          // a new statement starts its boxes afresh
          key={matched.csv}
          action={adminPaths.transfers}
          formAs={Form}
          fields={{ intent: 'confirm', csv: matched.csv }}
          matches={matches.map(matchRowOf)}
          error={confirmProblem}
          busy={busy}
        />
      ) : allConfirmed ? (
        <EmptyState title="Nothing new to confirm" titleAs="h2" className="py-6 sm:py-8">
          Every credit on this statement was confirmed before.
        </EmptyState>
      ) : (
        credits.length > 0 && (
          <EmptyState title="No credit matched an order" titleAs="h2" className="py-6 sm:py-8">
            No order awaiting payment names these references or comes to these amounts.
          </EmptyState>
        )
      )}
      {unmatchedGroups.map(({ kind, whyTone }) => {
        const rows = ofKind(unmatched, kind);
        return (
          rows.length > 0 && (
            <UnmatchedCreditList
              key={kind}
              credits={rows}
              heading={statementUnmatchedHeadings[kind]}
              whyTone={whyTone}
            />
          )
        );
      })}
    </>
  );
}

function Confirmed({
  confirmed,
}: {
  confirmed: Extract<TransfersAnswer, { confirmed: unknown }>['confirmed'];
}) {
  return (
    <div className="grid gap-2">
      <FormMessage tone={confirmed.paid.length > 0 ? 'success' : 'danger'}>{confirmed.message}</FormMessage>
      {confirmed.refused.length > 0 && (
        <ul aria-label="Refused" className="grid gap-1 pl-6 text-sm text-danger">
          {confirmed.refused.map((refusal) => (
            <li key={refusal.orderId} className="list-disc">
              {refusal.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Component() {
  const answer = useActionData<TransfersAnswer>();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.transfers;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const problem = answer && 'problem' in answer ? answer.problem : null;
  const pasted =
    answer && 'pasted' in answer ? answer.pasted : answer && 'matched' in answer ? answer.matched.pasted : '';
  return (
    <>
      <div className="grid gap-2">
        <h1 className="font-display text-display-sm">Bank transfers</h1>
        <p className="max-w-prose text-muted-foreground">
          Upload or paste your bank statement (CSV). The shop matches each credit to an order awaiting payment
          by its reference and amount; nothing is marked paid until you confirm. Each shopper is mailed.
        </p>
      </div>
      {answer && 'confirmed' in answer && navigation.state === 'idle' && (
        <Confirmed confirmed={answer.confirmed} />
      )}
      {answer && 'matched' in answer && (
        <Matched
          matched={answer.matched}
          confirmProblem={answer.confirmProblem}
          busy={intent === 'confirm'}
        />
      )}
      <StatementForm
        // emptied once the payments are confirmed, as the server's page after its redirect
        key={answer && 'confirmed' in answer ? 'confirmed' : 'statement'}
        action={adminPaths.transfers}
        formAs={Form}
        fields={{ intent: 'match' }}
        className="max-w-3xl"
        defaultCsv={pasted}
        errors={problem ? { [problem.at]: problem.message } : undefined}
        busy={intent === 'match'}
      />
    </>
  );
}
