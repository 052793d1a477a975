import { Form, useActionData, useNavigation } from 'react-router-dom';
import type { StatementMatch, StatementMatchKind } from '../../api';
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

/** A match as the owner judges it: only a credit naming the order and paying its total comes ticked. */
function matchRowOf(match: StatementMatch): StatementMatchRow {
  const kind = matchKinds[match.how];
  // the order's history keeps the credit's narration as the transfer's reference; a blank one, its line
  const reference = match.description.trim() || `Statement line ${match.line}`;
  return {
    value: payValue(match.orderId, reference),
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
  return (
    <>
      <p aria-live="polite" className="text-muted-foreground">
        {credits.length === 0
          ? 'The statement has no credits (money in).'
          : `${creditsWord(credits.length)} read: ${matches.length} matched to an order, ${unmatched.length} matched nothing.`}
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
      ) : (
        credits.length > 0 && (
          <EmptyState title="No credit matched an order" titleAs="h2" className="py-6 sm:py-8">
            No order awaiting payment names these references or comes to these amounts.
          </EmptyState>
        )
      )}
      {unmatched.length > 0 && <UnmatchedCreditList credits={unmatched} />}
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
