package battleledger.kernel.state;

import battleledger.kernel.event.AttackEvent.AttackBaned;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.TurnEvent.DefenceOffered;

import java.util.ArrayList;
import java.util.List;

/**
 * Defences against a blow that struck home and the action they take (Dragonbane core rules › Parrying, Dodging).
 * Damage taken while dying, counted as a failed death roll (Dragonbane core rules › Death Rolls), is folded by
 * {@link VitalsFold}; the action a defence takes, by {@link TurnFold}.
 */
final class DefenceFold {

    private DefenceFold() {
    }

    static Battle offered(Battle b, DefenceOffered e) {
        List<Offer> more = new ArrayList<>(b.offers());
        more.add(new Offer(e.reactor(), e.against(), Harm.REACTION, null,
                new Harm(e.harm(), e.with(), e.dragon(), e.parry(), e.pending(), e.amount())));
        return b.withOffers(more);
    }

    /** The defence is the reactor's reaction, and with it its action of the round. */
    static Battle defended(Battle b, DefenceRolled e) {
        return answered(b, e.actor()).updateCombatant(e.actor(), c -> c.withReactionAvailable(false));
    }

    /**
     * A bane put on the attack awaiting the target's defence (Protector): an attack that now misses withdraws the
     * offer, no harm to land; one that still hits stands, a Dragon no more unless the bane's die was a 1 too.
     */
    static Battle baned(Battle b, AttackBaned e) {
        List<Offer> offers = new ArrayList<>();
        for (Offer o : b.offers()) {
            boolean awaited = o.harm() != null && Harm.ATTACK.equals(o.harm().kind())
                    && o.reactor().equals(e.target()) && o.against().equals(e.attacker());
            if (!awaited) {
                offers.add(o);
            } else if (e.hit()) {
                Harm h = o.harm();
                offers.add(new Offer(o.reactor(), o.against(), o.reaction(), o.pending(), new Harm(h.kind(),
                        h.source(), e.dragon(), h.parry(), h.pending(), h.amount()), o.from()));
            }
        }
        return b.withOffers(offers);
    }

    private static Battle answered(Battle b, String reactor) {
        List<Offer> left = new ArrayList<>(b.offers());
        for (int i = 0; i < left.size(); i++) {
            if (left.get(i).reactor().equals(reactor)) {
                left.remove(i);
                break;
            }
        }
        return b.withOffers(left);
    }
}
