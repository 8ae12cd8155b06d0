package battleledger.kernel.event;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Trigger;

import java.util.List;

/**
 * A combatant's choice, as accepted. Every intent event is the first event of its step and records its command.
 * Dragonbane's own intents are a family of their own, {@link DragonbaneIntent}.
 */
public sealed interface IntentEvent extends EncounterEvent, Accepted
        permits IntentEvent.TurnEnded, IntentEvent.AttackDeclared, IntentEvent.CoupDeGraceDeclared,
        IntentEvent.Disengaged, IntentEvent.Dodged, IntentEvent.Helped, IntentEvent.HideAttempted, IntentEvent.Hustled,
        IntentEvent.Improvised, IntentEvent.ActionReadied, IntentEvent.Searched, IntentEvent.ItemUsed,
        IntentEvent.Moved, IntentEvent.ReactionDeclared, IntentEvent.SpellChosen, IntentEvent.IdentifyAttempted,
        IntentEvent.SpellEnded, IntentEvent.ReactionPassed, IntentEvent.Traversed, IntentEvent.ItemDropped,
        IntentEvent.ItemPickedUp, IntentEvent.NoiseMade, DragonbaneIntent {

    @Override
    default Kind kind() {
        return Kind.INTENT;
    }

    String actor();

    record TurnEnded(int step, String by, String actor) implements IntentEvent {
        @Override
        public IntentCommand.EndTurn command() {
            return new IntentCommand.EndTurn(actor);
        }
    }

    record AttackDeclared(int step, String by, String actor, String target, String attack, String mode,
                          boolean nonlethal, Situation situation) implements IntentEvent {
        @Override
        public IntentCommand.Attack command() {
            return new IntentCommand.Attack(actor, target, attack, mode, nonlethal, situation);
        }
    }

    record CoupDeGraceDeclared(int step, String by, String actor, String target, String attack)
            implements IntentEvent {
        @Override
        public IntentCommand.CoupDeGrace command() {
            return new IntentCommand.CoupDeGrace(actor, target, attack);
        }
    }

    /** A disengaging move; on a grid, {@code path} is the cells walked and leaves and enters were worked out. */
    record Disengaged(int step, String by, String actor, int feet, List<String> leaves, List<String> enters,
                      List<battleledger.kernel.model.Position> path, Integer cost) implements IntentEvent {
        public Disengaged {
            leaves = List.copyOf(leaves);
            enters = List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }

        @Override
        public IntentCommand.Disengage command() {
            return path.isEmpty() ? new IntentCommand.Disengage(actor, feet, leaves, enters)
                    : new IntentCommand.Disengage(actor, feet, List.of(), List.of(), path);
        }
    }

    record Dodged(int step, String by, String actor) implements IntentEvent {
        @Override
        public IntentCommand.Dodge command() {
            return new IntentCommand.Dodge(actor);
        }
    }

    record Helped(int step, String by, String actor, String ally, String ability,
                  @battleledger.kernel.support.OmittedWhenAbsent String skill) implements IntentEvent {
        /** A Help as stored before a skill could be named. */
        public Helped(int step, String by, String actor, String ally, String ability) {
            this(step, by, actor, ally, ability, null);
        }

        @Override
        public IntentCommand.Help command() {
            return new IntentCommand.Help(actor, ally, ability, skill);
        }
    }

    record HideAttempted(int step, String by, String actor, List<String> observers) implements IntentEvent {
        public HideAttempted {
            observers = List.copyOf(observers);
        }

        @Override
        public IntentCommand.Hide command() {
            return new IntentCommand.Hide(actor, observers);
        }
    }

    record Hustled(int step, String by, String actor) implements IntentEvent {
        @Override
        public IntentCommand.Hustle command() {
            return new IntentCommand.Hustle(actor);
        }
    }

    record Improvised(int step, String by, String actor, String description) implements IntentEvent {
        @Override
        public IntentCommand.Improvise command() {
            return new IntentCommand.Improvise(actor, description);
        }
    }

    record ActionReadied(int step, String by, String actor, Trigger trigger, IntentCommand action)
            implements IntentEvent {
        @Override
        public IntentCommand.Ready command() {
            return new IntentCommand.Ready(actor, trigger, action);
        }
    }

    record Searched(int step, String by, String actor, String target) implements IntentEvent {
        @Override
        public IntentCommand.Search command() {
            return new IntentCommand.Search(actor, target);
        }
    }

    record ItemUsed(int step, String by, String actor, String item, String target, String heal)
            implements IntentEvent {
        @Override
        public IntentCommand.UseItem command() {
            return new IntentCommand.UseItem(actor, item, target, heal);
        }
    }

    /**
     * A move. On a grid, {@code path} is the cells walked, {@code cost} the movement it spent (difficult terrain,
     * crawling, standing up), and leaves and enters were worked out from the creatures' reach; without one, cost is
     * null and follows from the feet.
     */
    record Moved(int step, String by, String actor, int feet, List<String> leaves, List<String> enters,
                 boolean standUp, List<battleledger.kernel.model.Position> path, Integer cost) implements IntentEvent {
        public Moved {
            leaves = List.copyOf(leaves);
            enters = List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }

        @Override
        public IntentCommand.Move command() {
            return path.isEmpty() ? new IntentCommand.Move(actor, feet, leaves, enters, standUp)
                    : new IntentCommand.Move(actor, feet, List.of(), List.of(), standUp, path);
        }
    }

    record ReactionDeclared(int step, String by, String actor, String attack, IntentCommand action,
                            @battleledger.kernel.support.OmittedWhenAbsent Boolean nonlethal)
            implements IntentEvent {
        public ReactionDeclared {
            nonlethal = Boolean.TRUE.equals(nonlethal) ? Boolean.TRUE : null;
        }

        /** A reaction declared as stored before an opportunity attack could be nonlethal. */
        public ReactionDeclared(int step, String by, String actor, String attack, IntentCommand action) {
            this(step, by, actor, attack, action, null);
        }

        @Override
        public IntentCommand.DeclareReaction command() {
            return new IntentCommand.DeclareReaction(actor, attack, action, nonlethal);
        }
    }

    /** A spell chosen (002 › Stages of Spellcasting › Choose the spell): {@code reaction} when cast as one. */
    record SpellChosen(int step, String by, String actor, String spell, Integer level, String mode,
                       List<String> targets, battleledger.kernel.model.Spot point, Situation situation,
                       boolean ritual, IntentCommand.Contingent holds, boolean reaction,
                       @battleledger.kernel.support.OmittedWhenAbsent Boolean bluff) implements IntentEvent {
        public SpellChosen {
            targets = List.copyOf(targets);
            bluff = Boolean.TRUE.equals(bluff) ? Boolean.TRUE : null;
        }

        /** A spell chosen to be cast, as stored before a casting could be bluffed. */
        public SpellChosen(int step, String by, String actor, String spell, Integer level, String mode,
                           List<String> targets, battleledger.kernel.model.Spot point, Situation situation,
                           boolean ritual, IntentCommand.Contingent holds, boolean reaction) {
            this(step, by, actor, spell, level, mode, targets, point, situation, ritual, holds, reaction, null);
        }

        @Override
        public IntentCommand.CastSpell command() {
            return new IntentCommand.CastSpell(actor, spell, level, mode, targets, point, situation, ritual, holds,
                    null, null, null, null, null, bluff);
        }
    }

    record IdentifyAttempted(int step, String by, String actor, String caster) implements IntentEvent {
        @Override
        public IntentCommand.IdentifySpell command() {
            return new IntentCommand.IdentifySpell(actor, caster);
        }
    }

    record SpellEnded(int step, String by, String actor, String effect) implements IntentEvent {
        @Override
        public IntentCommand.EndSpell command() {
            return new IntentCommand.EndSpell(actor, effect);
        }
    }

    record ReactionPassed(int step, String by, String actor) implements IntentEvent {
        @Override
        public IntentCommand.PassReaction command() {
            return new IntentCommand.PassReaction(actor);
        }
    }

    /**
     * A climb, a swim or a jump: {@code cost} the movement it spent, {@code runUp} whether the creature had walked at
     * least 10 feet first (a jump's reach depends on it), {@code limit} the farthest (highest) it could jump.
     */
    record Traversed(int step, String by, String actor, String mode, int feet, List<String> leaves,
                     List<String> enters, List<battleledger.kernel.model.Position> path, int cost, boolean runUp,
                     Integer limit) implements IntentEvent {
        public Traversed {
            leaves = List.copyOf(leaves);
            enters = List.copyOf(enters);
            path = path == null ? List.of() : List.copyOf(path);
        }

        @Override
        public IntentCommand.Traverse command() {
            return new IntentCommand.Traverse(actor, mode, feet, leaves, enters, path);
        }
    }

    /** A held item dropped where the actor stands, without an action (001 › Combat › Actions in Combat › Use an Item). */
    record ItemDropped(int step, String by, String actor, String item) implements IntentEvent {
        @Override
        public IntentCommand.DropItem command() {
            return new IntentCommand.DropItem(actor, item);
        }
    }

    /**
     * An item picked up from the ground into a free hand, without an action (001 › Use an Item): the one that lay at
     * {@code from} (null without a grid), dropped by {@code droppedBy}.
     */
    record ItemPickedUp(int step, String by, String actor, String item, battleledger.kernel.model.Position from,
                        String droppedBy) implements IntentEvent {
        @Override
        public IntentCommand.PickUpItem command() {
            return new IntentCommand.PickUpItem(actor, item);
        }
    }

    record NoiseMade(int step, String by, String actor, String noise) implements IntentEvent {
        @Override
        public IntentCommand.MakeNoise command() {
            return new IntentCommand.MakeNoise(actor, noise);
        }
    }
}
