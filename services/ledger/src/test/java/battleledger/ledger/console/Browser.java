package battleledger.ledger.console;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.fail;

/**
 * A headless Chromium driven through Debian's chromedriver (packages {@code chromium} and {@code chromium-driver},
 * installed by .ci/setup). Selenium is given both paths, so Selenium Manager never looks for, let alone downloads,
 * a driver or a browser. Without them the browser tests skip, except under CI (the variable CI set), where they fail.
 * {@code CHROME_BIN} and {@code CHROMEDRIVER} point at other binaries.
 */
final class Browser implements AutoCloseable {

    static final Path SCREENSHOTS = Path.of("target", "screenshots");

    /** Selenium warns on every start that it has no DevTools bindings for this Chromium; the tests use WebDriver only. */
    private static final java.util.logging.Logger CDP_WARNINGS =
            java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    static {
        CDP_WARNINGS.setLevel(java.util.logging.Level.OFF);
    }

    final WebDriver driver;
    private final ChromeDriverService service;

    private Browser(WebDriver driver, ChromeDriverService service) {
        this.driver = driver;
        this.service = service;
    }

    private static File binary(String variable, String... candidates) {
        String given = System.getenv(variable);
        if (given != null && !given.isBlank()) {
            return new File(given);
        }
        for (String c : candidates) {
            File f = new File(c);
            if (f.canExecute()) {
                return f;
            }
        }
        return null;
    }

    /** A fresh browser of its own (its own profile, so its own sessionStorage), `width` × `height` pixels. */
    static Browser start(int width, int height) {
        File chromium = binary("CHROME_BIN", "/usr/bin/chromium", "/usr/bin/chromium-browser");
        File driverBinary = binary("CHROMEDRIVER", "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");
        if (chromium == null || driverBinary == null) {
            String why = "no Chromium or chromedriver (Debian: chromium, chromium-driver; bash .ci/setup installs them)";
            if (System.getenv("CI") != null) {
                fail("CI is set and the browser tests cannot run: " + why);
            }
            Assumptions.abort(why);
        }
        System.setProperty("webdriver.chrome.driver", driverBinary.getAbsolutePath());
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driverBinary).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-extensions", "--no-first-run", "--window-size=" + width + "," + height);
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(width, height));
        return new Browser(driver, service);
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    /** The element's text, read again if the live stream re-renders it between finding and reading. */
    String text(String css) {
        return until(d -> d.findElement(By.cssSelector(css)).getText());
    }

    /** An attribute of the element, read again if the live stream re-renders it between finding and reading. */
    String attr(String css, String attribute) {
        return until(d -> {
            String v = d.findElement(By.cssSelector(css)).getDomAttribute(attribute);
            return v == null ? "" : v;
        });
    }

    /**
     * Opens a log line's rolls and reads them. The live stream may draw the log again between finding the line and
     * reading it (a stale element): the line is then found and opened again.
     */
    String rollsOpened(String detailsCss) {
        for (int attempt = 1; ; attempt++) {
            try {
                WebElement line = find(detailsCss);
                if (line.getDomAttribute("open") == null) {
                    line.findElement(By.tagName("summary")).click();
                }
                return line.findElement(By.cssSelector(".rolls")).getText();
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    /**
     * Clicks the element, found again if the live stream re-renders it between finding and clicking, and waited for
     * while the page keeps it from being used (not interactable: the page is drawing it again).
     */
    void click(String css) {
        usable(d -> d.findElement(By.cssSelector(css)).click());
    }

    /** Types keys into the element, as {@link #click} finds and waits for it. */
    void keys(String css, CharSequence... keys) {
        usable(d -> d.findElement(By.cssSelector(css)).sendKeys(keys));
    }

    private void usable(java.util.function.Consumer<WebDriver> act) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).pollingEvery(Duration.ofMillis(100))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .ignoring(org.openqa.selenium.ElementNotInteractableException.class)
                .until(d -> {
                    act.accept(d);
                    return true;
                });
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    <T> T until(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(20)).pollingEvery(Duration.ofMillis(100))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(condition);
    }

    WebElement waitFor(String css) {
        return until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            return found.isEmpty() ? null : found.get(0);
        });
    }

    /** Opens an encounter's page in this tab with `token` kept as its GM's seat, as the page keeps one it created. */
    void openAsGm(String base, String encounter, String token) {
        driver.get(base + "/");
        js("const k = 'battle-ledger.console.tokens'; const a = JSON.parse(sessionStorage.getItem(k) || '{}');"
                + "a[arguments[1]] = {token: arguments[0], role: 'gm', combatants: []};"
                + " sessionStorage.setItem(k, JSON.stringify(a));", token, encounter);
        driver.get(base + "/#/e/" + encounter);
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    void screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            Files.write(SCREENSHOTS.resolve(name + ".png"), png);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
        }
    }
}
