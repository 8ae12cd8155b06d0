package battleledger.kernel.narration;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.state.Battle;

import java.util.Map;

import static battleledger.kernel.narration.Narrator.name;

/** Readied actions and their triggers in words, as a GM would say them at the table. */
final class Intents {

    private static final Map<String, String> VERBS = Map.of("SpellBegun", "begins a spell",
            "AttackDeclared", "attacks", "Moved", "moves",
            "EntersReach", "comes within reach", "LeavesReach", "leaves reach", "ReactionDeclared", "reacts",
            "HitPointsBelow", "drops below");

    private Intents() {
    }

    /** "an attack with the sword on whoever set it off", "Fireball at Dranock". */
    static String action(Battle b, IntentCommand action) {
        if (action instanceof Attack a) {
            return "an attack with the " + a.attack() + " on " + whom(b, a.target());
        }
        if (action instanceof CastSpell c) {
            SpellData data = SpellBook.find(c.spell());
            String spell = SpellLines.spell(c.spell());
            if (data != null && data.targeting().kind() == SpellData.Targeting.Kind.SPELL) {
                return spell + " against the spell that sets it off";
            }
            return c.targets().isEmpty() ? spell : spell + " at " + String.join(", ",
                    c.targets().stream().map(t -> whom(b, t)).toList());
        }
        if (action instanceof IdentifySpell i) {
            return "a study of " + whom(b, i.caster()) + "'s magic";
        }
        return action == null ? "its readied action" : action.getClass().getSimpleName();
    }

    /** "an enemy begins a spell", "someone attacks Teresa", "it drops below 20 hit points". */
    static String trigger(Battle b, Trigger t) {
        String who = t.by() == null ? "someone" : who(b, t.by());
        String verb = VERBS.getOrDefault(t.on(), t.on());
        if ("HitPointsBelow".equals(t.on())) {
            return who + " " + verb + " " + t.below() + " hit points";
        }
        return who + " " + verb + (t.target() == null ? "" : " " + who(b, t.target()));
    }

    private static String who(Battle b, Trigger.Who w) {
        if (w.id() != null) {
            return name(b, w.id());
        }
        if (w.side() == null || w.side().equals("any")) {
            return "someone";
        }
        return switch (w.side()) {
            case "enemy" -> "an enemy";
            case "ally" -> "an ally";
            case "self" -> "it";
            default -> "one of the " + w.side();
        };
    }

    private static String whom(Battle b, String target) {
        return "$trigger".equals(target) ? "whoever sets it off" : name(b, target);
    }
}
