package battleledger.kernel.state;

import battleledger.kernel.event.StanceEvent;
import battleledger.kernel.event.RulingEvent.AdvantageGranted;
import battleledger.kernel.event.StanceEvent.AdvantageSpent;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.StanceEvent.DodgeEnded;
import battleledger.kernel.event.StanceEvent.HelpLapsed;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.StanceEvent.ReadiedActionExpired;
import battleledger.kernel.event.StanceEvent.Revealed;

import java.util.ArrayList;
import java.util.List;

/** Conditions, dodging, help, hiding, readied actions, and the GM's one-time edges. */
final class StanceFold {

    static final String HELP = "help from ";
    static final String GM = "GM: ";

    private StanceFold() {
    }

    static Battle apply(Battle b, StanceEvent event) {
        return switch (event) {
            case ConditionApplied e -> b.updateCombatant(e.combatant(), c -> c.afflicted(e.condition(), e.source()));
            case ConditionRemoved e -> b.updateCombatant(e.combatant(), c -> c.relieved(e.condition()));
            case StanceEvent.ItemLetFall e -> HandsFold.dropped(b, e.combatant(), e.item());
            case StanceEvent.MoveBlocked e -> b; // the Moved before it put the mover where it stopped
            case StanceEvent.MoveCutShort e -> b.withField(b.field().moved(e.combatant(),
                    b.combatant(e.combatant()).stats().position(), e.at()))
                    .updateCombatant(e.combatant(), c -> c.at(e.at()));
            case DodgeEnded e -> b.updateCombatant(e.combatant(), c -> c.withStance(s -> s.withDodging(false)));
            case HelpLapsed e -> b.updateCombatant(e.combatant(), c -> c.withStance(s -> s.unhelped(e.helper())));
            case HideResolved e -> b.updateCombatant(e.combatant(), c -> c.withStance(
                    s -> s.withHiding(e.hiddenFrom().isEmpty() ? null
                            : new Stance.Hiding(e.stealth().total(), e.hiddenFrom()))));
            case Revealed e -> revealed(b, e);
            case ReadiedActionExpired e -> b.updateCombatant(e.combatant(),
                    c -> c.withStance(s -> s.withReadied(null)));
            case AdvantageSpent e -> spent(b, e);
        };
    }

    static Battle advantageGranted(Battle b, AdvantageGranted e) {
        return b.updateCombatant(e.target(), c -> c.withStance(s -> {
            List<Stance.RuledEdge> more = new ArrayList<>(s.edges());
            more.add(new Stance.RuledEdge(e.roll(), e.advantage(), e.reason()));
            return s.withEdges(more);
        }));
    }

    private static Battle revealed(Battle b, Revealed e) {
        return b.updateCombatant(e.combatant(), c -> c.withStance(s -> {
            if (s.hiding() == null || e.from().isEmpty()) {
                return s.withHiding(null);
            }
            List<String> still = new ArrayList<>(s.hiding().from());
            still.removeAll(e.from());
            return s.withHiding(still.isEmpty() ? null : new Stance.Hiding(s.hiding().stealth(), still));
        }));
    }

    /** A Help or a GM's edge, used: "help from X" or "GM: reason". */
    private static Battle spent(Battle b, AdvantageSpent e) {
        return b.updateCombatant(e.combatant(), c -> c.withStance(s -> {
            if (e.source().startsWith(HELP)) {
                return s.unhelped(e.source().substring(HELP.length()));
            }
            List<Stance.RuledEdge> left = new ArrayList<>(s.edges());
            for (int i = 0; i < left.size(); i++) {
                if ((GM + left.get(i).reason()).equals(e.source())) {
                    left.remove(i);
                    break;
                }
            }
            return s.withEdges(left);
        }));
    }
}
