package battleledger.kernel.event;

import battleledger.kernel.command.RulingCommand;

import java.util.List;

/** A GM's ruling, as accepted. Every ruling event is the first event of its step and can be revoked. */
public sealed interface RulingEvent extends EncounterEvent, Accepted {

    @Override
    default Kind kind() {
        return Kind.RULING;
    }

    /**
     * The GM overrode roll {@code roll} of step {@code targetStep}: its dice, from draw number {@code firstDie} of
     * that step, are {@code dice}. That step and every later one were decided again ({@code redecided}, each
     * followed by a {@link TimelineEvent.StepRedecided} and its new events) or dropped.
     */
    record RollOverridden(int step, String by, int targetStep, int roll, int firstDie, List<Integer> dice,
                          List<Integer> redecided, List<TimelineEvent.Dropped> dropped) implements RulingEvent {
        public RollOverridden {
            dice = List.copyOf(dice);
            redecided = List.copyOf(redecided);
            dropped = List.copyOf(dropped);
        }

        @Override
        public RulingCommand.OverrideRoll command() {
            return new RulingCommand.OverrideRoll(targetStep, roll, dice);
        }
    }
}
