package battleledger.kernel.command;

import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Trigger;

import java.util.List;

/**
 * A combatant's choice, sent by its player or by the GM: the actions of 001 › Combat › Actions in Combat, moving,
 * reacting, and ending the turn.
 */
public sealed interface IntentCommand extends EncounterCommand {

    /** The combatant whose choice this is. */
    String actor();

    /** Ends the actor's turn; the next combatant in initiative order starts theirs. */
    record EndTurn(String actor) implements IntentCommand {
    }

    /**
     * Attacks {@code target} with the named attack of the actor's stat block. {@code mode} chooses melee or ranged
     * for an attack that can be both; {@code nonlethal} is for melee weapon attacks; {@code situation} tells cover,
     * distance and sight when there is no grid.
     */
    record Attack(String actor, String target, String attack, String mode, boolean nonlethal, Situation situation)
            implements IntentCommand {
        public Attack {
            situation = situation == null ? Situation.OPEN : situation;
        }
    }

    /** A coup de grace: an attack on an unconscious creature within 5 feet; on a hit it drops to 0 (or dies). */
    record CoupDeGrace(String actor, String target, String attack) implements IntentCommand {
    }

    /** Moves up to 10 feet, leaving hostile creatures' reach without provoking opportunity attacks. */
    record Disengage(String actor, int feet, List<String> leaves, List<String> enters,
                     List<battleledger.kernel.model.Position> path) implements IntentCommand {
        public Disengage {
            leaves = leaves == null ? List.of() : List.copyOf(leaves);
            enters = enters == null ? List.of() : List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }

        public Disengage(String actor, int feet, List<String> leaves, List<String> enters) {
            this(actor, feet, leaves, enters, List.of());
        }
    }

    /** +4 to AC and Dexterity saving throws until the actor's next turn. */
    record Dodge(String actor) implements IntentCommand {
    }

    /** Gives {@code ally} advantage on its next relevant check before the actor's next turn. */
    record Help(String actor, String ally, String ability, String skill) implements IntentCommand {
        /** A Help with no skill named: any helper may give it. */
        public Help(String actor, String ally, String ability) {
            this(actor, ally, ability, null);
        }
    }

    /** Tries to hide: a Dexterity check contested by the Wisdom checks of the observers (all foes if none named). */
    record Hide(String actor, List<String> observers) implements IntentCommand {
        public Hide {
            observers = observers == null ? List.of() : List.copyOf(observers);
        }
    }

    /** Moves up to its speed again this turn. */
    record Hustle(String actor) implements IntentCommand {
    }

    /** Something not covered by the other actions; the GM rules which check it takes (SetDifficulty). */
    record Improvise(String actor, String description) implements IntentCommand {
    }

    /** Readies an action: when the trigger happens, the action can be taken as a reaction. */
    record Ready(String actor, Trigger trigger, IntentCommand action) implements IntentCommand {
    }

    /** Searches for hidden creatures (or the one named): a Wisdom check against each one's hidden check. */
    record Search(String actor, String target) implements IntentCommand {
    }

    /** Uses an item; an item that heals says how much ({@code heal}, a dice expression). */
    record UseItem(String actor, String item, String target, String heal) implements IntentCommand {
    }

    /**
     * Drops a held item ({@code gear.held}) where the actor stands; it takes no action (001 › Combat › Actions in
     * Combat › Use an Item).
     */
    record DropItem(String actor, String item) implements IntentCommand {
    }

    /** Picks up an item lying within 5 feet into a free hand; it takes no action (001 › Use an Item). */
    record PickUpItem(String actor, String item) implements IntentCommand {
    }

    /**
     * Moves {@code feet} feet. Without a grid, the move names the creatures whose reach it leaves and enters;
     * leaving a hostile creature's reach offers it an opportunity attack. On a grid it names its {@code path} instead,
     * the cells its anchor enters one step at a time, and the engine works out the cost and whose reach it leaves and
     * enters. {@code standUp} spends 5 feet to stand from prone; a prone creature otherwise crawls at double cost.
     */
    record Move(String actor, int feet, List<String> leaves, List<String> enters, boolean standUp,
                List<battleledger.kernel.model.Position> path) implements IntentCommand {
        public Move {
            leaves = leaves == null ? List.of() : List.copyOf(leaves);
            enters = enters == null ? List.of() : List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }

        public Move(String actor, int feet, List<String> leaves, List<String> enters, boolean standUp) {
            this(actor, feet, leaves, enters, standUp, List.of());
        }

        /** A move on the grid, cell by cell: the cells entered, in order (DESIGN.md: {"path":[{"x":4,"y":4},...]}). */
        public static Move along(String actor, List<battleledger.kernel.model.Position> path) {
            return new Move(actor, 0, List.of(), List.of(), false, path);
        }
    }

    /**
     * Takes the reaction the battle offers the actor: an opportunity attack (with the named attack), or its readied
     * action ({@code action}, when given, says what exactly it does now: the targets the trigger revealed).
     * {@code nonlethal}: an opportunity attack, a melee weapon attack, may be a nonlethal one like any other (001 ›
     * Damage and Dying › Nonlethal Damage); a readied attack says so in its own {@code Attack}.
     */
    record DeclareReaction(String actor, String attack, IntentCommand action,
                           @battleledger.kernel.support.OmittedWhenAbsent Boolean nonlethal) implements IntentCommand {
        public DeclareReaction {
            nonlethal = Boolean.TRUE.equals(nonlethal) ? Boolean.TRUE : null;
        }

        public DeclareReaction(String actor, String attack, IntentCommand action) {
            this(actor, attack, action, null);
        }
    }

    /**
     * Casts a spell (001 › Magic; 002 › Stages of Spellcasting): the spell, the slot level (its own when null), the
     * mode, the targets (creature ids; for an area without a grid, the creatures in it; "$trigger" for what set off
     * a readied spell), an area's point of origin on a grid, what the field says (cover, distance), as a ritual, and
     * for a contingency the spell it holds and its trigger.
     */
    record CastSpell(String actor, String spell, Integer level, String mode, List<String> targets,
                     battleledger.kernel.model.Spot point, Situation situation, boolean ritual, Contingent holds,
                     @battleledger.kernel.support.OmittedWhenAbsent Integer power,
                     @battleledger.kernel.support.OmittedWhenAbsent String powerFromBody,
                     @battleledger.kernel.support.OmittedWhenAbsent List<String> exempt,
                     @battleledger.kernel.support.OmittedWhenAbsent Boolean fromGrimoire,
                     @battleledger.kernel.support.OmittedWhenAbsent String dragonChoice,
                     @battleledger.kernel.support.OmittedWhenAbsent Boolean bluff)
            implements IntentCommand {
        public CastSpell {
            targets = targets == null ? List.of() : List.copyOf(targets);
            situation = situation == null ? Situation.OPEN : situation;
            exempt = exempt == null ? null : List.copyOf(exempt);
            bluff = Boolean.TRUE.equals(bluff) ? Boolean.TRUE : null;
        }

        /** A cast, not a bluff. */
        public CastSpell(String actor, String spell, Integer level, String mode, List<String> targets,
                         battleledger.kernel.model.Spot point, Situation situation, boolean ritual, Contingent holds,
                         Integer power, String powerFromBody, List<String> exempt, Boolean fromGrimoire,
                         String dragonChoice) {
            this(actor, spell, level, mode, targets, point, situation, ritual, holds, power, powerFromBody, exempt,
                    fromGrimoire, dragonChoice, null);
        }

        /** Whether the caster only pretends to cast (002 › Stages of Spellcasting › Choose the spell). */
        public boolean bluffs() {
            return Boolean.TRUE.equals(bluff);
        }

        /**
         * A cast paid in slots (the playtest's); a willpower cast (004 › Casting Spells) adds the power level
         * (1–3), power from the body ("d4"…"d20"), the targets exempted from its area, whether it is read from
         * the grimoire, and the choice a Dragon gives ("double", "free", "again").
         */
        public CastSpell(String actor, String spell, Integer level, String mode, List<String> targets,
                         battleledger.kernel.model.Spot point, Situation situation, boolean ritual, Contingent holds) {
            this(actor, spell, level, mode, targets, point, situation, ritual, holds, null, null, null, null, null, null);
        }

        public static CastSpell at(String actor, String spell, List<String> targets) {
            return new CastSpell(actor, spell, null, null, targets, null, null, false, null);
        }

        /** The same casting, bluffed: "you can certainly bluff the casting of a spell" (002). */
        public CastSpell bluffed() {
            return new CastSpell(actor, spell, level, mode, targets, point, situation, ritual, holds, power,
                    powerFromBody, exempt, fromGrimoire, dragonChoice, true);
        }

        public CastSpell withMode(String newMode) {
            return new CastSpell(actor, spell, level, newMode, targets, point, situation, ritual, holds);
        }

        public CastSpell holding(Contingent held) {
            return new CastSpell(actor, spell, level, mode, targets, point, situation, ritual, held);
        }

        public CastSpell atLevel(int slotLevel) {
            return new CastSpell(actor, spell, slotLevel, mode, targets, point, situation, ritual, holds);
        }

        public CastSpell in(Situation newSituation) {
            return new CastSpell(actor, spell, level, mode, targets, point, newSituation, ritual, holds);
        }

        public CastSpell asRitual() {
            return new CastSpell(actor, spell, level, mode, targets, point, situation, true, holds);
        }
    }

    /** What a contingency holds: a spell on its caster, and the trigger that casts it. */
    record Contingent(String spell, Integer level, String mode, Trigger trigger) {
    }

    /**
     * Identifies the spell {@code caster} is casting or last cast: an Intelligence (Arcana) check, DC 15 + its level
     * (000 › Identifying a Spell).
     */
    record IdentifySpell(String actor, String caster) implements IntentCommand {
    }

    /** "As an action, you can end a spell that you have cast" (001 › Magic › Duration). */
    record EndSpell(String actor, String effect) implements IntentCommand {
    }

    /** Lets the reaction the battle offers the actor pass. */
    record PassReaction(String actor) implements IntentCommand {
    }

    /**
     * Climbs, swims or jumps (001 › Exploration › Movement › Modes of Movement): {@code mode} is "climb", "swim",
     * "long-jump" or "high-jump"; {@code feet} how far (how high, for a high jump). Without a grid it names whose reach
     * it leaves and enters, as a move does; on a grid a climb, a swim or a long jump names its {@code path}.
     */
    record Traverse(String actor, String mode, int feet, List<String> leaves, List<String> enters,
                    List<battleledger.kernel.model.Position> path) implements IntentCommand {
        public Traverse {
            leaves = leaves == null ? List.of() : List.copyOf(leaves);
            enters = enters == null ? List.of() : List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }
    }

    /**
     * The actor makes a noise ({@code noise}: "yells a warning to Bob"); it costs nothing, and gives away a hidden
     * creature's position (001 › Exploration › Stealth › Staying Quiet).
     */
    record MakeNoise(String actor, String noise) implements IntentCommand {
    }

    /**
     * Answers the defence the battle offers the actor against a harmful action that struck it: {@code defence} is
     * "parry" (with the melee {@code weapon} named) or "dodge" (Evade) (Dragonbane core rules › Parrying, Dodging).
     */
    record Defend(String actor, String defence, String weapon) implements IntentCommand {
    }

    /**
     * Pushes the actor's failed roll of step {@code roll}: rolled once more, at the cost of the condition tied to its
     * attribute (Dragonbane core rules › Pushing Your Roll; an encounter option, {@code options.pushing}).
     */
    record PushRoll(String actor, int roll, @battleledger.kernel.support.OmittedWhenAbsent String condition)
            implements IntentCommand {
        /** Pushed at the cost of the condition tied to the roll's attribute. */
        public PushRoll(String actor, int roll) {
            this(actor, roll, null);
        }
    }

    /**
     * A Dragonbane mage studies its grimoire and holds {@code spells} prepared in place of those it had; out of combat,
     * it takes a shift of game time (004 › Prepared Spells).
     */
    record PrepareSpells(String actor, List<String> spells) implements IntentCommand {
        public PrepareSpells {
            // absent is not "none": an empty list prepares none, a missing one is refused (MageStudies.prepare)
            spells = spells == null ? null : List.copyOf(spells);
        }
    }

    /** A Dragonbane mage records {@code spells} in its grimoire, a shift of game time each (004 › Grimoire). */
    record RecordSpells(String actor, List<String> spells) implements IntentCommand {
        public RecordSpells {
            spells = spells == null ? List.of() : List.copyOf(spells);
        }
    }
}
