package battleledger.kernel.magic;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.model.Condition;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;

/**
 * What a casting nobody could perceive leaves unsaid (000 › Perceiving a Caster at Work: "If an imperceptible casting
 * produces a perceptible effect, it's normally impossible to determine who cast the spell"): the questions the log's
 * lines, the refusals and the reads ask before they name a creature.
 */
public final class Perceiving {

    private Perceiving() {
    }

    /** Whether nobody could perceive {@code caster} casting {@code spellId} (innate, or with no component). */
    public static boolean unseen(Battle b, String caster, String spellId) {
        SpellData spell = SpellBook.find(spellId);
        return spell != null && caster != null && b.has(caster)
                && !spell.perceptibleWhenCastBy(b.combatant(caster).stats());
    }

    /** Whether {@code action} is a spell nobody could perceive {@code caster} casting (a bluff is seen by all). */
    public static boolean unseenSpell(Battle b, String caster, IntentCommand action) {
        return action instanceof IntentCommand.CastSpell c && !c.bluffs() && unseen(b, caster, c.spell());
    }

    /**
     * Whether a reaction of this kind offered to {@code reactor} is its readied action, and that a spell nobody could
     * perceive it casting: readying was seen, but once the trigger comes, who takes it is the spell's secret.
     */
    public static boolean readiedUnseen(Battle b, String reactor, String reaction) {
        Combatant c = b.combatant(reactor);
        return Offer.READIED.equals(reaction) && c != null && c.stance().readied() != null
                && unseenSpell(b, reactor, c.stance().readied().action());
    }

    /**
     * The spell by which {@code source} imposed {@code condition} on {@code target} (charmed by its caster), found
     * among the spells in effect: an affliction records its source, not the spell; null when none of its spells did.
     */
    public static String spellImposing(Battle b, String target, Condition condition, String source) {
        return b.effects().stream().filter(e -> source.equals(e.caster()) && e.targets().contains(target))
                .map(ActiveEffect::spell).filter(id -> {
                    SpellData spell = SpellBook.find(id);
                    return spell != null && spell.effects().stream().anyMatch(x ->
                            x instanceof SpellEffect.Afflict a && a.condition() == condition);
                }).reduce((first, last) -> last).orElse(null);
    }
}
