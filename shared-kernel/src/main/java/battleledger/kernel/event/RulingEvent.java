package battleledger.kernel.event;

import battleledger.kernel.command.RulingCommand;
import battleledger.kernel.model.Condition;

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

    /** The GM imposed ({@code applied}) or ended a condition. */
    record ConditionRuled(int step, String by, String target, Condition condition, String source, boolean applied)
            implements RulingEvent {
        @Override
        public RulingCommand command() {
            return applied ? new RulingCommand.ApplyCondition(target, condition, source)
                    : new RulingCommand.RemoveCondition(target, condition);
        }
    }

    record AdvantageGranted(int step, String by, String target, String roll, boolean advantage, String reason)
            implements RulingEvent {
        @Override
        public RulingCommand.GrantAdvantage command() {
            return new RulingCommand.GrantAdvantage(target, roll, advantage, reason);
        }
    }

    record DifficultySet(int step, String by, String actor, String ability, int dc) implements RulingEvent {
        @Override
        public RulingCommand.SetDifficulty command() {
            return new RulingCommand.SetDifficulty(actor, ability, dc);
        }
    }

    record CheckCalled(int step, String by, String combatant, String ability, int dc, String purpose,
                       boolean hearing, String socialWith, @battleledger.kernel.support.OmittedWhenAbsent String skill)
            implements RulingEvent {
        public CheckCalled(int step, String by, String combatant, String ability, int dc, String purpose) {
            this(step, by, combatant, ability, dc, purpose, false, null, null);
        }

        public CheckCalled(int step, String by, String combatant, String ability, int dc, String purpose,
                           boolean hearing, String socialWith) {
            this(step, by, combatant, ability, dc, purpose, hearing, socialWith, null);
        }

        @Override
        public RulingCommand.CallForCheck command() {
            return new RulingCommand.CallForCheck(combatant, ability, dc, purpose, hearing, socialWith, skill);
        }
    }

    record SaveCalled(int step, String by, String combatant, String ability, int dc, String purpose)
            implements RulingEvent {
        @Override
        public RulingCommand.CallForSave command() {
            return new RulingCommand.CallForSave(combatant, ability, dc, purpose);
        }
    }

    record ContestCalled(int step, String by, String first, String firstAbility, String second,
                         String secondAbility, String purpose,
                         @battleledger.kernel.support.OmittedWhenAbsent Boolean social) implements RulingEvent {
        public ContestCalled {
            social = Boolean.TRUE.equals(social) ? Boolean.TRUE : null;
        }

        /** A contest as stored before a contest could be social. */
        public ContestCalled(int step, String by, String first, String firstAbility, String second,
                             String secondAbility, String purpose) {
            this(step, by, first, firstAbility, second, secondAbility, purpose, null);
        }

        @Override
        public RulingCommand.CallForContest command() {
            return new RulingCommand.CallForContest(first, firstAbility, second, secondAbility, purpose, social);
        }
    }

    /** The GM ruled what {@code from} sees of {@code to} on the grid, until the ruling is revoked. */
    record SightRuled(int step, String by, String from, String to, battleledger.kernel.model.Situation.Cover cover,
                      boolean unseen, String reason) implements RulingEvent {
        @Override
        public RulingCommand.RuleSight command() {
            return new RulingCommand.RuleSight(from, to, cover, unseen, reason);
        }
    }
    /** The GM ruled the magical mishap of a cast that rolled a Demon (004 › Rolling a Demon). */
    record MishapRuled(int step, String by, String caster, int castStep, String mishap) implements RulingEvent {
        @Override
        public RulingCommand.RuleMishap command() {
            return new RulingCommand.RuleMishap(caster, castStep, mishap);
        }
    }

    /**
     * The GM ruled a fall: how far, the damage dice the GM named (null for the engine's default) and the dice it does
     * ({@code dice}: the GM's or the default, null when a short fall does none).
     */
    record FallRuled(int step, String by, String combatant, int feet, String damage, String dice, String reason)
            implements RulingEvent {
        @Override
        public RulingCommand.RuleFall command() {
            return new RulingCommand.RuleFall(combatant, feet, damage, reason);
        }
    }

    /** The GM ruled that a Dragonbane mage lost its grimoire (004 › Grimoire › Lost Grimoire). */
    record GrimoireLost(int step, String by, String actor) implements RulingEvent {
        @Override
        public RulingCommand.LoseGrimoire command() {
            return new RulingCommand.LoseGrimoire(actor);
        }
    }

    /** The GM ruled that a Dragonbane mage got a new, empty grimoire (004 › Grimoire › Lost Grimoire). */
    record GrimoireGained(int step, String by, String actor) implements RulingEvent {
        @Override
        public RulingCommand.GainGrimoire command() {
            return new RulingCommand.GainGrimoire(actor);
        }
    }

    /**
     * A concentrating Dragonbane mage was disturbed and made its WIL roll, not an action (004 › Duration): on a
     * failure ({@code held} false) the concentration on {@code spell} ended.
     */
    record ConcentrationDisturbed(int step, String by, String actor, String reason, String spell,
                                  battleledger.kernel.dice.Roll roll, int target, boolean held)
            implements RulingEvent, WithRolls {
        @Override
        public RulingCommand.DisturbConcentration command() {
            return new RulingCommand.DisturbConcentration(actor, reason);
        }

        @Override
        public List<battleledger.kernel.dice.Roll> rolls() {
            return List.of(roll);
        }
    }
}
