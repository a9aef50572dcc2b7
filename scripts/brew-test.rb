# scripts/brew-test.rb — run a GoReleaser-generated Homebrew formula's install and
# `test do` blocks against a local archive, without Homebrew.
#
#   ruby scripts/brew-test.rb FORMULA.rb ARCHIVE_DIR
#
# scripts/release-check calls it for each formula of a snapshot release. It loads
# the formula with just enough of Homebrew's DSL (the parts GoReleaser's template and
# our test blocks use), picks this machine's url/sha256 branch, checks that the archive
# named by the url exists in ARCHIVE_DIR with that sha256, unpacks it, runs `install`
# into a temporary prefix, then runs the `test do` block the way `brew test` does:
# in a fresh testpath that is also HOME. Any failed assertion exits 1.
require "digest"
require "fileutils"
require "open3"
require "pathname"
require "tmpdir"

# Hardware and OS answer for this machine, as Homebrew's would.
module Hardware
  module CPU
    def self.arch = RbConfig::CONFIG["host_cpu"]
    def self.intel? = %w[x86_64 amd64].include?(arch)
    def self.arm? = arch.start_with?("aarch64", "arm")
    def self.is_64_bit? = arch.include?("64")
  end
end

module OS
  def self.mac? = RbConfig::CONFIG["host_os"].include?("darwin")
  def self.linux? = RbConfig::CONFIG["host_os"].include?("linux")
end

class AssertionFailed < StandardError; end

# BinPath is bin/ in the prefix; `bin.install "x"` copies ./x from the unpacked archive.
class BinPath < Pathname
  def install(*names)
    FileUtils.mkdir_p(to_s)
    names.each { |n| FileUtils.cp(n, join(File.basename(n)).to_s, preserve: true) }
  end
end

class Formula
  class << self
    attr_reader :spec, :test_block
    attr_accessor :formula_name

    def desc(_ = nil) = nil
    def homepage(_ = nil) = nil
    def license(_ = nil) = nil
    def conflicts_with(*) = nil
    def depends_on(*) = nil
    def version(v = nil) = v ? (@version = v) : @version
    def url(u, **) = (spec[:url] = u)
    def sha256(s) = (spec[:sha256] = s)
    def spec = (@spec ||= {})
    def on_macos = (yield if OS.mac?)
    def on_linux = (yield if OS.linux?)
    def test(&blk) = (@test_block = blk)
  end

  attr_reader :testpath, :prefix

  def initialize(prefix, testpath)
    @prefix = Pathname(prefix)
    @testpath = Pathname(testpath)
  end

  def bin = BinPath.new(prefix.join("bin"))
  def name = self.class.formula_name # Homebrew's Formula#name: the formula's file name
  def version = self.class.version

  def shell_output(cmd, result = 0)
    out, status = Open3.capture2(cmd)
    assert_equal(result, status.exitstatus, "exit status of: #{cmd}\n#{out}")
    out
  end

  def pipe_output(cmd, input = nil, result = nil)
    out, status = Open3.capture2(cmd, stdin_data: input.to_s)
    assert_equal(result, status.exitstatus, "exit status of: #{cmd}\n#{out}") unless result.nil?
    out
  end

  def assert_equal(want, got, msg = nil)
    raise AssertionFailed, "#{msg}: want #{want.inspect}, got #{got.inspect}" unless want == got
  end

  def assert_match(pattern, text)
    ok = pattern.is_a?(Regexp) ? pattern.match?(text) : text.include?(pattern)
    raise AssertionFailed, "#{pattern.inspect} not found in:\n#{text}" unless ok
  end

  def assert_empty(obj)
    raise AssertionFailed, "expected empty, got #{obj.inspect}" unless obj.empty?
  end

  def assert_path_exists(path)
    raise AssertionFailed, "#{path} does not exist" unless File.exist?(path)
  end

  def refute_path_exists(path)
    raise AssertionFailed, "#{path} exists" if File.exist?(path)
  end
end

formula_path, archive_dir = ARGV
abort "usage: ruby scripts/brew-test.rb FORMULA.rb ARCHIVE_DIR" unless formula_path && archive_dir
name = File.basename(formula_path, ".rb")
say = ->(msg) { warn "brew-test #{name}: #{msg}" }

before = Formula.subclasses
load File.expand_path(formula_path)
klass = (Formula.subclasses - before).first or abort "#{formula_path} defines no Formula"
klass.formula_name = name
spec = klass.spec
abort "#{formula_path}: no url/sha256 for this machine" unless spec[:url] && spec[:sha256]
abort "#{formula_path}: no test do block" unless klass.test_block
abort "#{formula_path}: no install method for this machine" unless klass.method_defined?(:install)

archive = File.join(archive_dir, File.basename(spec[:url]))
abort "#{formula_path}: #{archive} (from its url) does not exist" unless File.exist?(archive)
sum = Digest::SHA256.file(archive).hexdigest
abort "#{formula_path}: sha256 #{spec[:sha256]} does not match #{archive} (#{sum})" unless sum == spec[:sha256]

Dir.mktmpdir("brew-test-") do |tmp|
  stage = File.join(tmp, "stage")
  FileUtils.mkdir_p(stage)
  system("tar", "-xzf", archive, "-C", stage, exception: true)
  formula = klass.new(File.join(tmp, "prefix"), File.join(tmp, "testpath"))
  FileUtils.mkdir_p(formula.testpath)
  Dir.chdir(stage) { formula.install }
  say.call("installed #{Dir.children(formula.bin).join(", ")} from #{File.basename(archive)}")

  # brew test runs the block in testpath, with HOME pointing there.
  env = ENV.to_h
  ENV["HOME"] = formula.testpath.to_s
  begin
    Dir.chdir(formula.testpath) { formula.instance_exec(&klass.test_block) }
  rescue AssertionFailed => e
    warn "brew-test #{name}: test do failed: #{e.message}"
    exit 1
  ensure
    ENV.replace(env)
  end
  say.call("test do passed")
end
