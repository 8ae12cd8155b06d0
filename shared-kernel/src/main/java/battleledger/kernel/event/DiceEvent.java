package battleledger.kernel.event;

import battleledger.kernel.command.DiceCommand;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.RulingCommand;
import battleledger.kernel.command.TimelineCommand;
import battleledger.kernel.dice.AwaitedRoll;

import java.util.List;

/**
 * Manual dice (DESIGN.md, dice "from people"). A command that needs a roll nobody has made yet is accepted as
 * waiting ({@link RollAwaited}: its step records the command and the roll it waits for, and nothing else); each
 * {@link DiceSubmitted} supplies one roll's dice, after which the waiting command is decided again with every die
 * submitted for it. When it needs no more, its events follow in the submitting step, after a
 * {@link TimelineEvent.StepRedecided} marker naming the step it was accepted in: the same shape as a command decided
 * again by a revoke, so the history, the timeline and verify need nothing new.
 */
public sealed interface DiceEvent extends EncounterEvent, Accepted {

    /**
     * The command {@code waiting} was accepted and waits for {@code roll}: its step holds only this event until dice
     * come. Its kind is the waiting command's (an attack waiting for its die is still a combatant's intent).
     */
    record RollAwaited(int step, String by, EncounterCommand waiting, AwaitedRoll roll) implements DiceEvent {
        @Override
        public EncounterCommand command() {
            return waiting;
        }

        @Override
        public Kind kind() {
            if (waiting instanceof IntentCommand || waiting instanceof DiceCommand) {
                return Kind.INTENT;
            }
            if (waiting instanceof RulingCommand) {
                return Kind.RULING;
            }
            return waiting instanceof TimelineCommand ? Kind.TIMELINE : Kind.SETUP;
        }
    }

    /**
     * {@code by} supplied {@code dice} for the roll {@code roller} owed to the command waiting since step
     * {@code forStep}. {@code next} is the roll that command waits for now, or null when it went on: then its
     * events follow in this step. The dice stay with their step, as data, like an overridden roll: a revoke that
     * decides that step again reads them, and never decides this submission again.
     */
    record DiceSubmitted(int step, String by, String roller, List<Integer> dice, int forStep, AwaitedRoll next)
            implements DiceEvent {
        public DiceSubmitted {
            dice = List.copyOf(dice);
        }

        @Override
        public DiceCommand.SubmitRoll command() {
            return new DiceCommand.SubmitRoll(roller, dice);
        }

        @Override
        public Kind kind() {
            return Kind.INTENT;
        }
    }
}
