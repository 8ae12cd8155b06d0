package battleledger.kernel.state;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.model.Trigger;

import java.util.ArrayList;
import java.util.List;

/**
 * What a creature is doing or has in store beyond its vitals and conditions.
 *
 * @param surprised         cannot move or act "until after its first turn in the battle" (001 › Combat › Surprise)
 * @param reactionAvailable it has not taken a reaction since the start of its last turn
 * @param dodging           +4 AC and Dex saves until its next turn (001 › Combat › Actions in Combat › Dodge)
 * @param helpedBy          Help received: advantage on this creature's next check of that ability (any check when no
 *                          ability was named)
 * @param hiding            its hidden Dexterity check and whom it is hidden from, or null
 * @param readied           its readied action, or null
 * @param edges             advantage or disadvantage the GM granted on its next roll of a kind
 */
public record Stance(boolean surprised, boolean reactionAvailable, boolean dodging, List<Aid> helpedBy,
                     Hiding hiding, Readied readied, List<RuledEdge> edges) {

    public static final Stance FRESH = new Stance(false, true, false, List.of(), null, null, List.of());

    public Stance {
        helpedBy = helpedBy == null ? List.of() : List.copyOf(helpedBy);
        edges = edges == null ? List.of() : List.copyOf(edges);
    }

    /**
     * A Help received: who helps, and with a check of which ability — or, when the GM required training in a skill,
     * with a check of that skill ("the next relevant check", 001 › Combat › Actions in Combat › Help).
     */
    public record Aid(String helper, String ability, @battleledger.kernel.support.OmittedWhenAbsent String skill) {
        public Aid(String helper, String ability) {
            this(helper, ability, null);
        }

        public boolean covers(String checkAbility) {
            return covers(checkAbility, null);
        }

        /** A Help with a skill is for a check of that skill; one without, for any check of its ability (or any). */
        public boolean covers(String checkAbility, String checkSkill) {
            if (skill != null) {
                return skill.equals(checkSkill) && (ability == null || ability.equals(checkAbility));
            }
            return ability == null || ability.equals(checkAbility);
        }
    }

    /** Hidden: the Dexterity check "stands until discovered", and whom it fooled (001 › Exploration › Stealth). */
    public record Hiding(int stealth, List<String> from) {
        public Hiding {
            from = List.copyOf(from);
        }
    }

    /** A readied action: the trigger, and the action taken as a reaction when it happens. */
    public record Readied(Trigger trigger, IntentCommand action) {
    }

    /** Advantage or disadvantage ruled by the GM on the next roll of a kind ("attack", "check", "save"). */
    public record RuledEdge(String roll, boolean advantage, String reason) {
    }

    public Stance withSurprised(boolean v) {
        return v == surprised ? this : new Stance(v, reactionAvailable, dodging, helpedBy, hiding, readied, edges);
    }

    public Stance withReaction(boolean v) {
        return v == reactionAvailable ? this : new Stance(surprised, v, dodging, helpedBy, hiding, readied, edges);
    }

    public Stance withDodging(boolean v) {
        return new Stance(surprised, reactionAvailable, v, helpedBy, hiding, readied, edges);
    }

    public Stance withHelpedBy(List<Aid> v) {
        return new Stance(surprised, reactionAvailable, dodging, v, hiding, readied, edges);
    }

    public Stance helped(String helper, String ability, String skill) {
        List<Aid> more = new ArrayList<>(helpedBy);
        more.removeIf(a -> a.helper().equals(helper));
        more.add(new Aid(helper, ability, skill));
        return withHelpedBy(more);
    }

    public Stance unhelped(String helper) {
        List<Aid> less = new ArrayList<>(helpedBy);
        less.removeIf(a -> a.helper().equals(helper));
        return withHelpedBy(less);
    }

    public Stance withHiding(Hiding v) {
        return new Stance(surprised, reactionAvailable, dodging, helpedBy, v, readied, edges);
    }

    public Stance withReadied(Readied v) {
        return new Stance(surprised, reactionAvailable, dodging, helpedBy, hiding, v, edges);
    }

    public Stance withEdges(List<RuledEdge> v) {
        return new Stance(surprised, reactionAvailable, dodging, helpedBy, hiding, readied, v);
    }
}
