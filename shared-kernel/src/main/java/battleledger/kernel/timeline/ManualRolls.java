package battleledger.kernel.timeline;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.Submission;
import battleledger.kernel.command.TimelineCommand;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.decision.Waiting;
import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.dice.AwaitingDice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.event.DiceEvent.DiceSubmitted;
import battleledger.kernel.event.DiceEvent.RollAwaited;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.rules.Design;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;

/**
 * Manual dice (DESIGN.md, dice "from people"): at each roll the battle stops and waits; the roller, or the GM,
 * submits the dice and the waiting command goes on.
 * <ul>
 * <li>A command that needs a roll nobody made is accepted as waiting: its step holds one {@link RollAwaited}
 * recording the command and the roll. Nothing of what it would decide is kept: it is decided again, whole, when the
 * dice are there, so it never stands half-applied and every die still lies in the event that used it.</li>
 * <li>{@code SubmitRoll} is a person's intent: its {@link DiceSubmitted} stores the dice, and the waiting command is
 * decided again with every die submitted for its step. It either waits for its next roll (named in the event) or
 * goes on: its events follow, marked {@link StepRedecided} with the step it was accepted in, exactly as a command
 * decided again by a revoke.</li>
 * <li>While the battle waits, only the dice and the timeline's Undo and Redo are taken. Undoing the waiting command
 * takes it back as if never sent; undoing a submission takes those dice back, and the battle waits for that roll
 * again.</li>
 * </ul>
 */
public final class ManualRolls {

    private ManualRolls() {
    }

    /** The step of a command that stopped for a roll: the command, accepted as waiting for it. */
    public static RollAwaited waits(int step, Submission submission, AwaitingDice waiting) {
        return new RollAwaited(step, submission.by(), submission.command(), waiting.awaited());
    }

    /**
     * While a roll is awaited, nothing but its dice, Undo and Redo (409 awaiting-dice). Who rolls, what for and
     * which command are told to the GM and the roller only, as the awaited roll is read (a caster nobody perceived,
     * a creature that hides, must not show through a refusal).
     */
    public static void refuseWhileWaiting(EncounterState state, Submission submission) {
        EncounterCommand command = submission.command();
        if (command instanceof SubmitRoll || command instanceof TimelineCommand.Undo
                || command instanceof TimelineCommand.Redo) {
            return;
        }
        Waiting waiting = Waiting.of(state);
        if (waiting != null) {
            AwaitedRoll r = waiting.roll();
            boolean told = Submission.GM.equals(submission.by()) || submission.by().equals(r.roller());
            throw RuleViolation.conflict("awaiting-dice", Design.MANUAL_DICE, "the battle waits for " + (told
                    ? r.roller() + " to roll " + r.dice() + " for " + r.purpose() + " (the " + waiting.command()
                    .getClass().getSimpleName() + " of step " + waiting.step() + ")" : "a roll of " + r.dice())
                    + ": send SubmitRoll with the dice, or Undo to take that command back");
        }
    }

    /** The dice submitted for the awaited roll: checked here, then the waiting command decided again by the loop. */
    public static Outcome submit(Facts f, SubmitRoll c) {
        Waiting waiting = Waiting.of(f.state());
        if (waiting == null) {
            throw RuleViolation.conflict("nothing-awaited", Design.MANUAL_DICE,
                    "the battle waits for no roll: dice are submitted when a roll is awaited (GET /awaiting)");
        }
        AwaitedRoll roll = waiting.roll();
        if (!f.byGm() && !f.by().equals(roll.roller())) {
            // whose roll it is stays the GM's and the roller's (as GET /awaiting reads it)
            throw RuleViolation.forbidden("not-your-roll", Design.MANUAL_DICE, "the awaited roll is not " + f.by()
                    + "'s to make: its roller's or the GM's");
        }
        if (c.roller() != null && !c.roller().equals(roll.roller())) {
            throw RuleViolation.conflict("not-the-awaited-roller", Design.MANUAL_DICE, "the battle waits for "
                    + roll.roller() + "'s roll, not " + c.roller() + "'s");
        }
        ManualDice.check(roll, c.dice());
        DiceSubmitted done = new DiceSubmitted(f.step(), f.by(), roll.roller(), c.dice(), waiting.step(), null);
        return Outcome.again(loop -> goOn(loop, waiting, done));
    }

    /**
     * The waiting command decided again with every die submitted for its step: it waits for its next roll (the
     * submission names it), or goes on, its events following the submission's.
     */
    static void goOn(Decision d, Waiting waiting, DiceSubmitted done) {
        EncounterState scratch = EncounterEvolver.evolve(d.state(), done);
        Decision again = d.again(scratch, new Submission(waiting.by(), waiting.command()), waiting.step());
        try {
            again.play(Outcome.of(new StepRedecided(d.step(), waiting.step())));
            again.route(waiting.command());
            again.checkEveryDieRecorded();
        } catch (AwaitingDice more) {
            d.play(Outcome.of(new DiceSubmitted(done.step(), done.by(), done.roller(), done.dice(), waiting.step(),
                    more.awaited())));
            return;
        }
        d.play(Outcome.of(done));
        List<battleledger.kernel.event.EncounterEvent> events = new ArrayList<>(again.events());
        d.play(Outcome.of(events));
        d.adoptDice(again.drawn());
    }
}
