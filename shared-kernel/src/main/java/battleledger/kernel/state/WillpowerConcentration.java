package battleledger.kernel.state;

import battleledger.kernel.event.DragonbaneIntent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.ExplorationEvent;
import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.event.SpellEvent;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.VitalsEvent.DamageDealt;

/**
 * Which mage's concentration on a willpower spell an event ends (004 › Casting Spells › Duration: "Concentration: The
 * effect ceases if you perform another action, take damage, or fail a WIL roll for resisting fear"): the fold ends
 * it ({@link WillpowerFold}) and the log says so, from the same answer.
 */
public final class WillpowerConcentration {

    private WillpowerConcentration() {
    }

    /**
     * The mage whose concentration {@code e} ends in {@code b} (the battle just before it), with the spell it
     * concentrated on, or null when it ends none.
     */
    public static Ended endedBy(Battle b, EncounterEvent e) {
        String mage = actor(e);
        Combatant c = mage == null ? null : b.combatant(mage);
        if (c == null || c.casting().willpower() == null || c.casting().will().concentration() == null) {
            return null;
        }
        String spell = c.casting().will().concentration();
        if (e instanceof SpellCastWithWillpower w && w.succeeded() && w.concentrating() && spell.equals(w.spell())) {
            return null; // the same spell cast again: the mage keeps concentrating on it
        }
        return new Ended(mage, spell);
    }

    /** A mage's concentration on {@code spell} ended. */
    public record Ended(String mage, String spell) {
    }

    /** Who {@code e} makes stop concentrating, if it is concentrating at all. */
    static String actor(EncounterEvent e) {
        return switch (e) {
            case DamageDealt d -> d.amount() > 0 ? d.target() : null;
            case IntentEvent.AttackDeclared a -> a.actor();
            case IntentEvent.CoupDeGraceDeclared a -> a.actor();
            case IntentEvent.Dodged a -> a.actor();
            case IntentEvent.Helped a -> a.actor();
            case IntentEvent.Hustled a -> a.actor();
            case IntentEvent.Improvised a -> a.actor();
            case IntentEvent.Searched a -> a.actor();
            case IntentEvent.ItemUsed a -> a.actor();
            case IntentEvent.HideAttempted a -> a.actor();
            case DragonbaneIntent.SpellsPrepared a -> a.actor(); // a shift of study is another action
            case ExplorationEvent.SpellsRecorded a -> a.actor(); // so are shifts of recording
            // "or fail a WIL roll for resisting fear"
            case SpellEvent.SpellResisted r -> !r.resisted() && "scared".equals(r.condition()) ? r.target() : null;
            // a parry or a dodge replaces the round's action (Dragonbane core rules › Parrying, Dodging)
            case DragonbaneIntent.DefenceDeclared a -> a.actor();
            // another spell cast as the round's action (a reaction spell is not one: 004 › Casting Time)
            case SpellCastWithWillpower w -> w.usesAction() ? w.caster() : null;
            default -> null;
        };
    }
}
