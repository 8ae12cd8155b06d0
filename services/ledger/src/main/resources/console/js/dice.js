// Manual dice (issue 11): when the battle waits for a roll, who rolls what, and for those who may (the GM, or the
// player of the roller) a field to type the dice rolled at the table, sent as SubmitRoll.
import { h } from './dom.js';
import { send } from './forms.js';
import { nameOf } from './views.js';
import { problemBox, showProblem } from './problems.js';

function mayRoll(ctx, roll) {
  return ctx.seat.role === 'gm' || (ctx.seat.role === 'player' && roll.roller && ctx.seat.combatants.includes(roll.roller));
}

export function dicePanel(ctx) {
  const roll = ctx.data.summary && ctx.data.summary.rollAwaited;
  if (!roll) return null;
  const problems = problemBox();
  const who = roll.roller ? (roll.roller === 'gm' ? 'the GM' : nameOf(ctx, roll.roller)) : 'someone';
  const body = [h('p', { id: 'roll-awaited' }, `Waiting for ${who} to roll ${roll.dice}`
    + `${roll.purpose ? ` for ${roll.purpose}` : ''}${roll.command ? ` (the ${roll.command} of step ${roll.step})` : ''}.`)];
  if (mayRoll(ctx, roll)) {
    const input = h('input', { id: 'roll-dice', type: 'text', inputmode: 'numeric', autocomplete: 'off',
      'aria-label': `${roll.count} value${roll.count === 1 ? '' : 's'}, separated by commas` });
    const submit = async (event) => {
      event.preventDefault();
      const dice = input.value.split(/[\s,]+/).filter((v) => v !== '').map(Number);
      const body = { type: 'SubmitRoll', dice };
      if (ctx.seat.role === 'player') body.roller = roll.roller;
      try {
        await send(ctx, body);
      } catch (p) {
        showProblem(problems, p);
      }
    };
    body.push(h('form', { id: 'roll-form', onsubmit: submit }, input, ' ',
      h('button', { type: 'submit', id: 'roll-submit', dataset: { refocus: 'roll-dice' } }, 'Submit the roll')));
  }
  return h('section', { class: 'panel', id: 'dice', 'aria-labelledby': 'h-dice' },
    h('h2', { id: 'h-dice' }, 'Dice awaited'), body, problems);
}
