// Manual dice (issue 11): when the battle waits for a roll, who rolls what, and for those who may (the GM, or the
// player of the roller) a field to type the dice rolled at the table, sent as SubmitRoll.
import { h } from './dom.js';
import { send } from './forms.js';
import { rollerName } from './views.js';
import { problemBox, showProblem, clearProblem } from './problems.js';

function mayRoll(ctx, roll) {
  return ctx.seat.role === 'gm' || (ctx.seat.role === 'player' && roll.roller && ctx.seat.combatants.includes(roll.roller));
}

/**
 * The dice typed at the table, checked before they are sent: whole numbers, as many as the roll needs, none above the
 * die's faces. Answers { dice } or { problem } saying what is wrong (the service would only say "a list holds a null").
 */
export function readDice(text, count = null, faces = null) {
  const words = text.split(/[\s,]+/).filter((v) => v !== '');
  const dice = words.map(Number);
  const how = `type whole numbers from 1${faces ? ` to ${faces}` : ' up'}, separated by commas`;
  const wrong = words.find((w, i) => !Number.isInteger(dice[i]) || dice[i] < 1 || (faces && dice[i] > faces));
  const problem = (detail) => ({ problem: { title: 'Not a roll', detail } });
  if (wrong !== undefined) return problem(`\u201c${wrong}\u201d is not a die: ${how}`);
  if (!dice.length) return problem(`No dice typed: ${how}`);
  if (count && dice.length !== count) return problem(`This roll takes ${count} ${count === 1 ? 'die' : 'dice'}, not ${dice.length}: ${how}`);
  return { dice };
}

export function dicePanel(ctx) {
  const roll = ctx.data.summary && ctx.data.summary.rollAwaited;
  if (!roll) return null;
  const problems = problemBox();
  const who = roll.roller ? rollerName(ctx, roll.roller) : 'someone';
  const body = [h('p', { id: 'roll-awaited' }, `Waiting for ${who} to roll ${roll.dice}`
    + `${roll.purpose ? ` for ${roll.purpose}` : ''}${roll.command ? ` (the ${roll.command} of step ${roll.step})` : ''}.`)];
  if (mayRoll(ctx, roll)) {
    const input = h('input', { id: 'roll-dice', type: 'text', inputmode: 'numeric', autocomplete: 'off',
      'aria-label': `${roll.count} value${roll.count === 1 ? '' : 's'}, separated by commas` });
    const submit = async (event) => {
      event.preventDefault();
      clearProblem(problems);
      const { dice, problem } = readDice(input.value, roll.count, roll.faces);
      if (problem) {
        showProblem(problems, problem);
        return;
      }
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
