package battleledger.kernel.command;

import battleledger.kernel.model.Condition;

import java.util.List;

/** The GM ruling on what the rules leave open, or overriding them. A ruling can be revoked later. */
public sealed interface RulingCommand extends EncounterCommand {

    /**
     * Overrides the dice of a roll already made: roll number {@code roll} (from 0, in the order the step's events
     * show them) of the command decided at {@code step}. That step and everything after it is decided again with
     * those dice; every other die stays as it was.
     */
    record OverrideRoll(int step, int roll, List<Integer> dice) implements RulingCommand {
        public OverrideRoll {
            dice = dice == null ? List.of() : List.copyOf(dice);
        }
    }

    /** Imposes a condition, with what imposed it (the charmer, the source of fear), by the GM's ruling. */
    record ApplyCondition(String target, Condition condition, String source) implements RulingCommand {
    }

    /** Ends a condition by the GM's ruling. */
    record RemoveCondition(String target, Condition condition) implements RulingCommand {
    }

    /**
     * Grants advantage (or imposes disadvantage) on the target's next roll of a kind: "attack", "check" or "save"
     * ("Your DM might also determine that circumstances are in your favor", 001 › Basic Rules).
     */
    record GrantAdvantage(String target, String roll, boolean advantage, String reason) implements RulingCommand {
    }

    /** Rules on an improvised action: which ability the check uses and its DC. */
    record SetDifficulty(String actor, String ability, int dc) implements RulingCommand {
    }

    /**
     * Calls for an ability check against a DC (001 › Basic Rules › Checks). {@code hearing}: the check relies on
     * hearing (a deafened creature fails it); {@code socialWith}: the check interacts socially with that creature
     * (its charmer has advantage); {@code skill}: the skill the task calls on — a combatant trained in it adds its
     * training bonus ("If a class feature, a skill, a spell, or some other effect gives you a bonus ... apply it",
     * 001 › Basic Rules › Checks › Making a Check), and a Help given with that skill is spent on it.
     */
    record CallForCheck(String combatant, String ability, int dc, String purpose, boolean hearing, String socialWith,
                        @battleledger.kernel.support.OmittedWhenAbsent String skill)
            implements RulingCommand {
        public CallForCheck(String combatant, String ability, int dc, String purpose) {
            this(combatant, ability, dc, purpose, false, null, null);
        }

        public CallForCheck(String combatant, String ability, int dc, String purpose, boolean hearing,
                            String socialWith) {
            this(combatant, ability, dc, purpose, hearing, socialWith, null);
        }
    }

    /** Calls for a saving throw against a DC (001 › Basic Rules › Saving Throws). */
    record CallForSave(String combatant, String ability, int dc, String purpose) implements RulingCommand {
    }

    /**
     * Calls for a contest between two creatures, each with its ability (001 › Basic Rules › Contests); {@code social}:
     * a contest of social interaction, where a charmer has advantage against the creature it charmed (001 ›
     * Conditions › Charmed: "advantage on any check to interact socially with the creature").
     */
    record CallForContest(String first, String firstAbility, String second, String secondAbility, String purpose,
                          @battleledger.kernel.support.OmittedWhenAbsent Boolean social) implements RulingCommand {
        public CallForContest {
            social = Boolean.TRUE.equals(social) ? Boolean.TRUE : null;
        }

        public CallForContest(String first, String firstAbility, String second, String secondAbility,
                              String purpose) {
            this(first, firstAbility, second, secondAbility, purpose, null);
        }
    }

    /**
     * Rules what {@code from} sees of {@code to} on the grid, in place of what the positions give, until the ruling is
     * revoked: the cover {@code to} has from {@code from}, and whether {@code from} cannot see it (003 › Cover and
     * Line of Sight: "may be overridden by a GM ruling"). It stands for every later attack and spell between them.
     */
    record RuleSight(String from, String to, battleledger.kernel.model.Situation.Cover cover, boolean unseen,
                     String reason) implements RulingCommand {
    }
    /**
     * The GM rules the magical mishap a Demon on a casting roll brought (004 › Rolling a Demon: "There is also a risk of
     * something going terribly wrong"): the caster, the step of that cast, and what befalls them, in words.
     */
    record RuleMishap(String caster, int castStep, String mishap) implements RulingCommand {
    }

    /**
     * The GM rules that a creature falls {@code feet} feet: it takes {@code damage} (a dice expression; 1d6 for every
     * 10 feet, at most 20d6, when not given) bludgeoning damage and lands prone. None of the rules texts gives falling
     * a number, so the default is the engine's choice, and the ruling can be revoked like any other.
     */
    record RuleFall(String combatant, int feet, String damage, String reason) implements RulingCommand {
    }

    /**
     * The GM rules that a Dragonbane mage has lost its grimoire: it can no longer prepare spells nor cast from it
     * (004 › Grimoire › Lost Grimoire), until the ruling is revoked.
     */
    record LoseGrimoire(String actor) implements RulingCommand {
    }

    /**
     * The GM rules that a Dragonbane mage has got a new grimoire, with nothing recorded in it yet: "you first need to
     * get a new grimoire and record these spells in it" (004 › Lost Grimoire).
     */
    record GainGrimoire(String actor) implements RulingCommand {
    }

    /**
     * A sudden disturbance (a sound) interrupts a concentrating Dragonbane mage: it makes a WIL roll, not an action,
     * and the spell it concentrates on ends on a failure (004 › Duration).
     */
    record DisturbConcentration(String actor, String reason) implements RulingCommand {
    }
}
