package battleledger.kernel.event;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.model.Situation;

import java.util.List;

/**
 * The intents only a Dragonbane encounter accepts (seed 004 and the Dragonbane core rules it leans on): a parry or a
 * dodge answered, a failed roll pushed, a spell cast with willpower, spells prepared from the grimoire. They are
 * intent events like the rest, stored by their record's simple name; only their family is their own.
 */
public sealed interface DragonbaneIntent extends IntentEvent {

    /** The actor answers the defence offered to it: a parry with {@code weapon}, or a dodge. */
    record DefenceDeclared(int step, String by, String actor, String defence, String weapon)
            implements DragonbaneIntent {
        @Override
        public IntentCommand.Defend command() {
            return new IntentCommand.Defend(actor, defence, weapon);
        }
    }

    /** The actor pushes its failed roll of step {@code roll}, taking {@code condition} (null: the roll's own). */
    record PushDeclared(int step, String by, String actor, int roll,
                        @battleledger.kernel.support.OmittedWhenAbsent String condition) implements DragonbaneIntent {
        public PushDeclared(int step, String by, String actor, int roll) {
            this(step, by, actor, roll, null);
        }

        @Override
        public IntentCommand.PushRoll command() {
            return new IntentCommand.PushRoll(actor, roll, condition);
        }
    }

    /**
     * A spell chosen to be cast with willpower (004 › Casting Spells): the power level, power from the body, the
     * targets and those exempted from its area, read from the grimoire, the choice a Dragon would give, and what the
     * field says (the distance in meters without a grid); on a grid the square a cone is aimed at.
     */
    record WillpowerSpellChosen(int step, String by, String actor, String spell, Integer power, String powerFromBody,
                                List<String> targets, List<String> exempt, Boolean fromGrimoire, String dragonChoice,
                                Situation situation,
                                @battleledger.kernel.support.OmittedWhenAbsent battleledger.kernel.model.Spot point)
            implements DragonbaneIntent {
        public WillpowerSpellChosen {
            targets = List.copyOf(targets);
            exempt = exempt == null ? null : List.copyOf(exempt);
        }

        public WillpowerSpellChosen(int step, String by, String actor, String spell, Integer power,
                                    String powerFromBody, List<String> targets, List<String> exempt,
                                    Boolean fromGrimoire, String dragonChoice, Situation situation) {
            this(step, by, actor, spell, power, powerFromBody, targets, exempt, fromGrimoire, dragonChoice, situation,
                    null);
        }

        @Override
        public IntentCommand.CastSpell command() {
            return new IntentCommand.CastSpell(actor, spell, null, null, targets, point, situation, false, null, power,
                    powerFromBody, exempt, fromGrimoire, dragonChoice);
        }
    }

    /**
     * A Dragonbane mage studied its grimoire for a shift (004 › Prepared Spells): it holds {@code spells} prepared in
     * place of {@code previous}, and {@code seconds} of game time passed.
     */
    record SpellsPrepared(int step, String by, String actor, List<String> spells, List<String> previous,
                          long seconds) implements DragonbaneIntent {
        public SpellsPrepared {
            spells = List.copyOf(spells);
            previous = List.copyOf(previous);
        }

        @Override
        public IntentCommand.PrepareSpells command() {
            return new IntentCommand.PrepareSpells(actor, spells);
        }
    }
}
